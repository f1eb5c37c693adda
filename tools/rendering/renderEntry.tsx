import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App } from '../../src/app/App';
import { pageOf, resolveRoute } from '../../src/app/Router';
import { routes } from '../../src/app/routes';
import { ServerLocationContext } from '../../src/hooks/useLocation';
import { ServerPageContext } from '../../src/hooks/usePrerenderedPage';
import { CaseStudyArticle, type CaseStudyView } from '../../src/pages/caseStudy/CaseStudyArticle';
import { NoteArticle, type NoteView } from '../../src/pages/notes/NoteArticle';
import { NotesList, type NotesListView } from '../../src/pages/notes/NotesList';
import type { PrerenderedPage } from '../../src/lib/prerenderedPages';
import { composeTitle } from '../../src/lib/title';

export { unknownSections } from '../../src/pages/sectionRegistry';

/**
 * The markup of one page, rendered by the same components as the client; `page` is the page's own
 * markup when it is one the build made from Markdown (its title is the document's).
 */
export function renderRoute(pathname: string, page: PrerenderedPage | null = null) {
  const route = resolveRoute(routes, pathname);
  const path = pageOf(routes, pathname);
  const html = renderToString(
    <ServerLocationContext.Provider value={path}>
      <ServerPageContext.Provider value={page}>
        <App />
      </ServerPageContext.Provider>
    </ServerLocationContext.Provider>,
  );
  return { html, path, title: page?.title ?? composeTitle(route.title ?? '') };
}

/** A case study's page as static markup (src/pages/caseStudy/), in this bundle's edition. */
export function renderCaseStudy(view: CaseStudyView): string {
  return renderToStaticMarkup(<CaseStudyArticle {...view} />);
}

/** A note's page as static markup (src/pages/notes/). */
export function renderNote(view: NoteView): string {
  return renderToStaticMarkup(<NoteArticle {...view} />);
}

/** A page of the notes' list as static markup. */
export function renderNotesList(view: NotesListView): string {
  return renderToStaticMarkup(<NotesList {...view} />);
}
