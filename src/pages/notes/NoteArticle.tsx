import { articleUi } from '../../catalogues/articles';
import { TagList } from '../../components/Tag';
import { pagePath } from '../../lib/sitePath';
import type { ContentsEntry } from '../ArticleContents';
import { ARTICLE_TITLE_ID, articleClass, ArticleBody, BackLink, type Neighbour } from '../articleParts';

/** A date as the page shows it: its ISO text (for `<time>`) and its words in the edition's language. */
export interface ShownDate {
  iso: string;
  label: string;
}

/** A tag with the address of its list. */
export interface TagLink {
  label: string;
  path: string;
}

/** A note as its page shows it. */
export interface NoteView {
  title: string;
  published: ShownDate;
  updated?: ShownDate;
  readingMinutes: number;
  tags: readonly TagLink[];
  /** The Markdown body as HTML (tools/markdown/). */
  bodyHtml: string;
  /** Its sections, for its contents (none for a short text). */
  contents: readonly ContentsEntry[];
  /** The older and the newer note of the edition. */
  older?: Neighbour;
  newer?: Neighbour;
  /** The notes' list. */
  listPath: string;
  /** Shown by the dev server only: marked, never built. */
  draft: boolean;
}

/** A note's tags, each leading to its list. */
export function NoteTags({ title, tags }: { title: string; tags: readonly TagLink[] }) {
  return (
    <TagList label={articleUi.tags(title)}>
      {tags.map((tag) => (
        <li key={tag.path}>
          <a className="tag tag--link" href={pagePath(tag.path)}>
            {tag.label}
          </a>
        </li>
      ))}
    </TagList>
  );
}

/** When a note was published (and updated), and how long it takes to read. */
export function NoteDates({ published, updated, readingMinutes }: Pick<NoteView, 'published' | 'updated' | 'readingMinutes'>) {
  return (
    <p className="note-dates">
      {articleUi.published} <time dateTime={published.iso}>{published.label}</time>
      {updated && (
        <>
          , {articleUi.updated} <time dateTime={updated.iso}>{updated.label}</time>
        </>
      )}
      {/* The separator goes with the reading time: a wrap never leaves it dangling at a line's end. */}{' '}
      <span className="note-dates__reading">· {articleUi.readingTime(readingMinutes)}</span>
    </p>
  );
}

/** A note's page, rendered by the build only (its markup is static, src/pages/PrerenderedPage.tsx). */
export function NoteArticle(view: NoteView) {
  return (
    <article className={articleClass(view.contents)} aria-labelledby={ARTICLE_TITLE_ID}>
      <header className="article__header">
        <p className="article__kicker">
          <BackLink to={view.listPath} label={articleUi.backToNotes} className="article__back-link" />
          {view.draft && <span className="draft-mark">{articleUi.draft}</span>}
        </p>
        <h1 id={ARTICLE_TITLE_ID} className="article__title" tabIndex={-1}>
          {view.title}
        </h1>
        <NoteDates published={view.published} updated={view.updated} readingMinutes={view.readingMinutes} />
        <NoteTags title={view.title} tags={view.tags} />
      </header>
      <ArticleBody
        html={view.bodyHtml}
        contents={view.contents}
        neighbours={{
          label: articleUi.otherNotes,
          previous: view.older && { ...view.older, word: articleUi.olderNote },
          next: view.newer && { ...view.newer, word: articleUi.newerNote },
        }}
        back={{ to: view.listPath, label: articleUi.backToNotes }}
      />
    </article>
  );
}
