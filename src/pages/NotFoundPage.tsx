import { Link } from '../components/Link';
import { usePageArrival } from '../hooks/usePageArrival';
import { ui } from '../catalogues';

export function NotFoundPage() {
  usePageArrival();
  return (
    <main id="conteudo" className="not-found" tabIndex={-1}>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">
        <span className="sr-only">{ui.notFound.prefix}</span>
        {ui.notFound.title}
      </h1>
      <p className="not-found__text">{ui.notFound.text}</p>
      <Link className="button button--primary" to="/">
        {ui.notFound.home}
      </Link>
    </main>
  );
}
