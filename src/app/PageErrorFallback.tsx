import { owner } from '../content/owner';
import { HEADER_ID } from '../components/Header';
import { ContactChannels } from '../sections/ContactSection';

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
          <a className="header__logo" href="/" aria-label={`${logoText} Voltar ao início`}>
            {logoText}
          </a>
        </div>
      </header>
      <main id="conteudo" className="page-error container" tabIndex={-1}>
        <div role="alert">
          <h1 className="page-error__title">Não foi possível exibir esta página</h1>
          <p className="page-error__text">
            Algo deu errado ao montar a página. Tente voltar para a página inicial ou fale comigo por um dos
            canais abaixo.
          </p>
        </div>
        <a className="button button--primary" href="/">
          Voltar para a Home
        </a>
        <h2 className="page-error__subtitle">Fale comigo</h2>
        <ContactChannels />
      </main>
    </>
  );
}
