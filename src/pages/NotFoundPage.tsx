import { Link } from '../components/Link';
import { usePageArrival } from '../hooks/usePageArrival';
import { ui } from '../catalogues';

/** The not-found page's content: the layout (src/app/MainLayout.tsx) gives it the header, <main> and the footer. */
export function NotFoundPage() {
  usePageArrival();
  return (
    <div className="not-found">
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
    </div>
  );
}
