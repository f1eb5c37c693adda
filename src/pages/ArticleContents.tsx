import { articleUi } from '../catalogues/articles';
import { CONTENTS_CLASS } from '../lib/articleContents';

/** A section of an article: its heading's anchor and words. */
export interface ContentsEntry {
  id: string;
  text: string;
}

/** The id of the contents' title, which names them. */
const CONTENTS_TITLE_ID = 'artigo-sumario';

/**
 * The sections of a long article (tools/markdown/tableOfContents.ts), each a plain link to its heading:
 * before the text, beside it on a wide screen (src/styles/articleContents.css), where the page's
 * script marks the one being read (src/lib/articleContents.ts). Rendered by the build only.
 */
export function ArticleContents({ entries }: { entries: readonly ContentsEntry[] }) {
  return (
    <nav className={CONTENTS_CLASS} aria-labelledby={CONTENTS_TITLE_ID}>
      <h2 id={CONTENTS_TITLE_ID} className="article-contents__title">
        {articleUi.contents}
      </h2>
      <ol className="article-contents__list">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
