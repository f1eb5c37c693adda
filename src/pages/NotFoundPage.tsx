import { Link } from '../components/Link';

export function NotFoundPage() {
  return (
    <main id="conteudo" className="not-found" tabIndex={-1}>
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="not-found__title">
        <span className="sr-only">Erro 404: </span>Página não encontrada
      </h1>
      <p className="not-found__text">A página que você está procurando não existe ou foi removida.</p>
      <Link className="button button--primary" to="/">
        Voltar para a Home
      </Link>
    </main>
  );
}
