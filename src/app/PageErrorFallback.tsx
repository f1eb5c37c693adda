import { owner } from 'site:content/owner';
import { HEADER_ID } from '../components/Header';
import { pagePath } from '../lib/sitePath';
import { ContactChannels } from '../components/ContactChannels';
import { ui } from '../catalogues';

/**
 * What the visitor sees when the page itself cannot be shown. It depends on nothing that could
 * have failed (no router, theme or section state): plain links home, which reload the page, and
 * the contact channels.
 */
export function PageErrorFallback() {
  const logoText = `${owner.initials}.`;
  return (
    <>
      <header id={HEADER_ID} className="header header--default">
        <div className="header__inner container">
          <a className="header__logo" href={pagePath('/')} aria-label={`${logoText} ${ui.header.home}`}>
            {logoText}
          </a>
        </div>
      </header>
      <main id="conteudo" className="page-error container" tabIndex={-1}>
        <div role="alert">
          <h1 className="page-error__title">{ui.errors.page}</h1>
          <p className="page-error__text">{ui.errors.pageText}</p>
        </div>
        <a className="button button--primary" href={pagePath('/')}>
          {ui.notFound.home}
        </a>
        <h2 className="page-error__subtitle">{ui.errors.talk}</h2>
        <ContactChannels />
      </main>
    </>
  );
}
