import { articleUi } from '../../catalogues/articles';
import { classNames } from '../../lib/classNames';
import { pagePath } from '../../lib/sitePath';
import { NoteDates, NoteTags, type NoteView, type TagLink } from './NoteArticle';

export const NOTES_TITLE_ID = 'notas-titulo';

/** One note in a list: what a reader needs to choose it. */
export interface NoteEntry extends Pick<NoteView, 'title' | 'published' | 'updated' | 'readingMinutes' | 'tags' | 'draft'> {
  path: string;
  summary: string;
}

/** A page of the notes' list: all of them, or a tag's, newest first. */
export interface NotesListView {
  title: string;
  intro: string;
  /** "All" and each tag, each leading to its list; the one shown is current. */
  filters: readonly (TagLink & { current: boolean })[];
  entries: readonly NoteEntry[];
  /** This page's number, and each page's address. */
  page: number;
  pages: readonly string[];
  feeds: readonly { label: string; type: string; path: string }[];
}

/**
 * A page of the notes' list, rendered by the build only: a tag filter built as the projects' (the
 * same chips), but of links, so a filtered list is an address that works without scripts.
 */
export function NotesList(view: NotesListView) {
  return (
    <section className="notes container" aria-labelledby={NOTES_TITLE_ID}>
      <h1 id={NOTES_TITLE_ID} className="article__title" tabIndex={-1}>
        {view.title}
      </h1>
      <p className="notes__intro">{view.intro}</p>
      <nav className="filter-bar" aria-label={articleUi.filterByTag}>
        {view.filters.map((filter) => (
          <a
            key={filter.path}
            className="filter-bar__button"
            href={pagePath(filter.path)}
            aria-current={filter.current ? 'page' : undefined}
          >
            {filter.label}
          </a>
        ))}
      </nav>
      <ol className="notes__list">
        {view.entries.map((entry) => (
          <li key={entry.path} className={classNames('note-entry', entry.draft && 'note-entry--draft')}>
            <h2 className="note-entry__title">
              <a href={pagePath(entry.path)}>{entry.title}</a>
              {entry.draft && <span className="draft-mark">{articleUi.draft}</span>}
            </h2>
            <NoteDates published={entry.published} updated={entry.updated} readingMinutes={entry.readingMinutes} />
            <p className="note-entry__summary">{entry.summary}</p>
            <NoteTags title={entry.title} tags={entry.tags} />
          </li>
        ))}
      </ol>
      {view.pages.length > 1 && (
        <nav className="notes__pages" aria-label={articleUi.pages}>
          {view.page > 1 && (
            <a href={pagePath(view.pages[view.page - 2])} rel="prev">
              {articleUi.previousPage}
            </a>
          )}
          <span>{articleUi.pageOf(view.page, view.pages.length)}</span>
          {view.page < view.pages.length && (
            <a href={pagePath(view.pages[view.page])} rel="next">
              {articleUi.nextPage}
            </a>
          )}
        </nav>
      )}
      <p className="notes__feeds">
        {articleUi.subscribe}{' '}
        {view.feeds.map((feed, index) => (
          <span key={feed.path}>
            {index > 0 && ', '}
            <a href={pagePath(feed.path)} type={feed.type}>
              {feed.label}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}
