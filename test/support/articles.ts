// The article pages of the content under test (its case studies and notes, per edition), as their
// Markdown says they are: where each is, its sections (its own `##` headings, with the anchors the build
// gives them) and its code blocks, for tests that expect what the owner wrote rather than the demo's.
import type { Code, Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../src/lib/editions';
import { caseStudyPath, notePath } from '../../src/lib/pagePaths';
import { pagePath } from '../../src/lib/sitePath';
import { caseStudyFiles } from '../../tools/content/caseStudies';
import { headingIds } from '../../tools/markdown/headingIds';
import { parseMarkdown } from '../../tools/markdown/parse';
import { siteCaseStudies, siteNotes, siteTranslation, TESTED_CONTENT_DIR } from './content';

export interface ArticleUnderTest {
  language: Language;
  kind: 'caseStudy' | 'note';
  /** Its address on a site at the root, edition included: `/projetos/x`, `/en/notes/y`. */
  path: string;
  /** Its sections: the `##` headings of the text itself (not in a quote or a list), each with its anchor. */
  sections: { id: string; text: string }[];
  /** Each code block's code, as written, in order. */
  code: string[];
}

function read(language: Language, kind: ArticleUnderTest['kind'], route: string, tree: Root): ArticleUnderTest {
  const ids = headingIds(tree);
  const sections = tree.children
    .filter((node): node is Heading => node.type === 'heading' && node.depth === 2)
    // Named by its words; by its picture's only when it has no words.
    .map((heading) => ({ id: ids.get(heading)!, text: toString(heading, { includeImageAlt: false }).trim() || toString(heading).trim() }));
  const code: string[] = [];
  visit(tree, 'code', (node: Code) => void code.push(node.value));
  return { language, kind, path: pagePath(route, language, '/'), sections, code };
}

const languages = LANGUAGES.filter((language) => language === DEFAULT_LANGUAGE || siteTranslation);
const caseStudySources = caseStudyFiles(TESTED_CONTENT_DIR, siteTranslation !== null);

/** Every case study and note of every edition the site under test has. */
export const siteArticles: ArticleUnderTest[] = languages.flatMap((language) => [
  ...caseStudySources[language]
    .filter((source) => siteCaseStudies.includes(source.slug))
    .map((source) => read(language, 'caseStudy', caseStudyPath(source.slug, language), parseMarkdown(source.text).tree)),
  ...siteNotes[language].map((note) => read(language, 'note', notePath(note.slug, language), note.tree)),
]);
