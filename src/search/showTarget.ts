/**
 * Moving to a chosen result inside the app. Another page: the app's own move (navigate), which places
 * the page at the address's #section and focuses it (src/lib/pageArrival.ts). The page being read: the
 * app would see no move, so the section is scrolled to and focused here, and the address takes its #.
 */
interface Mover {
  basePath: string;
  editionRoot: string;
  navigate: (path: string) => void;
}

const withoutEndSlash = (path: string) => path.replace(/\/+$/, '');

/** `url`: from the site's root, without its base path (`/en/notes/x#y`), as the index holds it. */
export function showTarget(url: string, { basePath, editionRoot, navigate }: Mover): void {
  const target = new URL(url.slice(1), `${location.origin}${basePath}`);
  if (withoutEndSlash(target.pathname) !== withoutEndSlash(location.pathname)) {
    navigate(`/${url.slice(editionRoot.length)}`);
    return;
  }
  if (target.hash && target.hash !== location.hash) history.pushState(history.state, '', target.hash);
  const id = decodeURIComponent(target.hash.slice(1));
  const place = (id && document.getElementById(id)) || document.querySelector<HTMLElement>('main h1');
  if (!place) return;
  place.scrollIntoView({ block: 'start' });
  if (!place.matches('a[href], button, [tabindex]')) place.tabIndex = -1;
  place.focus({ preventScroll: true });
}
