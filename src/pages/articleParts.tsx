// Pieces the pages made from Markdown share (a case study, a note, the notes' list), rendered by the
// build only: a link back that goes Back when the visitor came from where it leads, the neighbours'
// links, and the body they end with.
import type { ReactNode } from 'react';
import { buttonClass } from '../components/Button';
import { pagePath } from '../lib/sitePath';
import { ArticleContents, type ContentsEntry } from './ArticleContents';

/** The id of an article's title, which labels it. */
export const ARTICLE_TITLE_ID = 'artigo-titulo';

export interface Neighbour {
  title: string;
  /** The route path of its page. */
  path: string;
}

/** Leads back to a list; the app goes Back instead when the visitor came from there (src/pages/PrerenderedPage.tsx). */
export function BackLink({ to, label, className }: { to: string; label: string; className: string }) {
  return (
    <a className={className} href={pagePath(to)} data-back="">
      <span aria-hidden="true">← </span>
      {label}
    </a>
  );
}

/** The previous and the next page of a series, each with its own word. */
export function Neighbours({
  label,
  previous,
  next,
}: {
  label: string;
  previous?: Neighbour & { word: string };
  next?: Neighbour & { word: string };
}) {
  if (!previous && !next) return null;
  return (
    <nav className="article__pager" aria-label={label}>
      {previous && (
        <a className="article__neighbour" href={pagePath(previous.path)} rel="prev">
          <span className="article__neighbour-label">{previous.word}</span>
          {previous.title}
        </a>
      )}
      {next && (
        <a className="article__neighbour article__neighbour--next" href={pagePath(next.path)} rel="next">
          <span className="article__neighbour-label">{next.word}</span>
          {next.title}
        </a>
      )}
    </nav>
  );
}

/** The classes of an article: wider on a wide screen when its contents stand beside its text (articleContents.css). */
export const articleClass = (contents: readonly ContentsEntry[]) => `article container${contents.length > 0 ? ' article--contents' : ''}`;

/**
 * How a case study and a note go on after their header: the text (after its contents), the neighbours,
 * the way back to the list. A cover picture goes after the contents, just before the text: on a phone
 * the first screen is then the header's facts and the contents, which paint with the page, rather than
 * a picture that arrives one request later (issue 72: the case study's largest paint came 0.5 s after
 * its text on a slow link); on a wide screen the contents stand beside it. A text too short for contents
 * has its first paragraph there instead (`afterLead`), and the cover after it.
 */
export function ArticleBody({
  html,
  afterLead,
  contents,
  cover,
  neighbours,
  back,
}: {
  html: string;
  /** `html` in two after its first paragraph, for a cover without contents. */
  afterLead?: readonly [lead: string, rest: string];
  contents: readonly ContentsEntry[];
  cover?: ReactNode;
  neighbours: Parameters<typeof Neighbours>[0];
  back: { to: string; label: string };
}) {
  const prose = (part: string) => <div className="prose" dangerouslySetInnerHTML={{ __html: part }} />;
  const text = prose(html);
  return (
    <>
      {contents.length > 0 ? (
        <div className="article__reading">
          <ArticleContents entries={contents} />
          {cover}
          {text}
        </div>
      ) : cover && afterLead ? (
        <>
          {prose(afterLead[0])}
          {cover}
          {afterLead[1] && prose(afterLead[1])}
        </>
      ) : (
        <>
          {cover}
          {text}
        </>
      )}
      <Neighbours {...neighbours} />
      <p className="article__end">
        <BackLink to={back.to} label={back.label} className={buttonClass('secondary')} />
      </p>
    </>
  );
}
