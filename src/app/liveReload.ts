// Injected by `node build.mjs --watch` only: the dev server announces each change on /esbuild. The
// page says which generation it shows, so a change announced before it listened still reloads it.
if (typeof EventSource === 'function') {
  const generation = document.querySelector<HTMLMetaElement>('meta[name="reload-generation"]')?.content ?? '';
  new EventSource(`/esbuild?generation=${generation}`).addEventListener('change', () => window.location.reload());
}
