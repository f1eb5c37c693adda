/**
 * An edition's notes: a page per note, the list of all of them and each tag's, paged (PAGE_SIZE a
 * page: a list's page stays the same size however many notes there are), and its feeds. Each note's
 * Markdown becomes HTML (tools/markdown/), laid out by the edition's render bundle, with its head
 * (an article, its dates, alternates where the other edition has the same note, BlogPosting JSON-LD)
 * and its link preview.
 */
import { articleUi as ptArticleUi } from '../../src/catalogues/articles/pt-BR';
import { articleUi as enArticleUi } from '../../src/catalogues/articles/en';
import type { Owner } from '../../src/content/types';
import { editionRoot, type Language } from '../../src/lib/editions';
import type { ImageManifest } from '../../src/lib/images';
import { IMAGE_LAYOUTS } from '../../src/lib/imageLayouts';
import { notePath, notesListPath, tagSlug } from '../../src/lib/pagePaths';
import { composeTitle } from '../../src/lib/title';
import type { Note } from '../content/notes';
import type { SiteContent } from '../content/source';
import type { GeneratedFile } from '../identity/generate';
import { pagePreviewImage } from '../identity/pageImages';
import type { ThemePalettes } from '../identity/palette';
import { markdownToHtml } from '../markdown/toHtml';
import type { FeedLink } from './document';
import { FEED_FILES, feedFiles, withAbsoluteUrls } from './feeds';
import type { MarkdownPage, Renderer } from './prerender';
import { absoluteUrl, editionUrl, ogImagePath } from './siteUrls';
import type { ShownDate } from '../../src/pages/notes/NoteArticle';

const ARTICLE_UI = { 'pt-BR': ptArticleUi, en: enArticleUi };
const WORDS_PER_MINUTE = 200;
/** Notes on a page of a list. */
export const PAGE_SIZE = 20;

export interface NoteEdition {
  language: Language;
  content: SiteContent;
  /** Newest first; drafts only on the dev server. */
  notes: readonly Note[];
  renderer: Renderer;
}

export interface NoteSite {
  siteUrl: string;
  basePath: string;
  imageManifest: ImageManifest;
  palettes: ThemePalettes;
  /** The default edition's owner: the name on the link previews. */
  owner: Owner;
  /** The notes' addresses of every edition: the same in another edition makes the pages alternates. */
  slugs: Partial<Record<Language, readonly string[]>>;
  previews?: boolean;
}

/** Where an edition's feeds are, as paths of the site. */
export const feedPath = (language: Language, file: string) => `${editionRoot(language)}${notesListPath(language).slice(1)}/${file}`;

/** The feeds the head of each page of an edition with notes announces. */
export function feedLinks(language: Language, ownerName: string): FeedLink[] {
  const title = `${ARTICLE_UI[language].notes}: ${ownerName}`;
  return FEED_FILES.map(({ file, type, label }) => ({ type, title: `${title} (${label})`, path: feedPath(language, file) }));
}

/** `2026-11-20` in the edition's words: '20 de nov. de 2026', 'Nov 20, 2026'. */
function shownDate(iso: string, language: Language): ShownDate {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return {
    iso,
    label: new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day),
  };
}

/** Each tag's address, as the first note that names it writes it. */
function tagsOf(notes: readonly Note[]): Map<string, string> {
  const tags = new Map<string, string>();
  for (const note of notes) for (const tag of note.tags) if (!tags.has(tagSlug(tag))) tags.set(tagSlug(tag), tag);
  return new Map([...tags].sort(([, a], [, b]) => a.localeCompare(b)));
}

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.max(1, Math.ceil(items.length / size)) }, (_, index) => items.slice(index * size, (index + 1) * size));

export async function notePages(
  { language, content, notes, renderer }: NoteEdition,
  site: NoteSite,
): Promise<{ pages: MarkdownPage[]; files: GeneratedFile[] }> {
  if (notes.length === 0) return { pages: [], files: [] };
  const words = ARTICLE_UI[language];
  const other = (Object.keys(site.slugs) as Language[]).find((each) => each !== language);
  const otherSlugs = new Set(other ? (site.slugs[other] ?? []) : []);
  const root = editionRoot(language);
  const listPath = `${notesListPath(language)}/`;
  const tags = tagsOf(notes);
  const tagLinks = (names: readonly string[]) =>
    names.map((label) => ({ label, path: `${notesListPath(language, { tag: tagSlug(label) })}/` }));
  const author = { name: content.owner.name, url: editionUrl(site.siteUrl, language, '/') };
  const pages: MarkdownPage[] = [];
  const files: GeneratedFile[] = [];
  const feedItems = [];
  const minutes = new Map<string, number>();

  for (const [index, note] of notes.entries()) {
    const body = markdownToHtml(note.tree, {
      basePath: site.basePath,
      imageManifest: site.imageManifest,
      imageSizes: IMAGE_LAYOUTS.prose.sizes,
      tableLabel: words.table,
    });
    minutes.set(note.slug, Math.max(1, Math.round(body.words / WORDS_PER_MINUTE)));
    const routePath = notePath(note.slug, language);
    const url = editionUrl(site.siteUrl, language, routePath);
    const neighbour = (each: Note | undefined) => each && { title: each.title, path: notePath(each.slug, language) };
    const html = renderer.renderNote({
      title: note.title,
      published: shownDate(note.date, language),
      updated: note.updated ? shownDate(note.updated, language) : undefined,
      readingMinutes: minutes.get(note.slug)!,
      tags: tagLinks(note.tags),
      bodyHtml: body.html,
      older: neighbour(notes[index + 1]),
      newer: neighbour(notes[index - 1]),
      listPath,
      draft: note.draft,
    });
    const image = { path: `/images/og${root}${routePath.slice(1)}.png`, alt: `${note.title}: ${site.owner.name}` };
    if (site.previews !== false) {
      files.push({
        path: image.path.slice(1),
        contents: await pagePreviewImage({ title: note.title, owner: site.owner, url, colors: site.palettes }),
      });
    }
    const alternate = other && otherSlugs.has(note.slug) ? other : undefined;
    pages.push({
      routePath,
      page: {
        title: composeTitle(content.owner.firstName, note.title),
        html,
        alternate: alternate ? editionRoot(alternate) + notePath(note.slug, alternate).slice(1) : null,
      },
      head: {
        description: note.summary,
        alternates: { [language]: routePath, ...(alternate ? { [alternate]: notePath(note.slug, alternate) } : {}) },
        image,
        properties: [
          ['article:published_time', note.date],
          ...(note.updated ? [['article:modified_time', note.updated] as [string, string]] : []),
        ],
        jsonLd: [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: note.title,
            description: note.summary,
            url,
            mainEntityOfPage: url,
            image: absoluteUrl(site.siteUrl, image.path),
            inLanguage: language,
            datePublished: note.date,
            dateModified: note.updated ?? note.date,
            keywords: note.tags.join(', '),
            author: { '@type': 'Person', name: author.name, url: author.url },
          },
        ],
      },
      lastModified: (note.updated ?? note.date).slice(0, 10),
    });
    if (!note.draft) {
      feedItems.push({
        title: note.title,
        url,
        summary: note.summary,
        html: withAbsoluteUrls(body.html, site.siteUrl, url),
        published: note.date,
        updated: note.updated,
        tags: note.tags,
      });
    }
  }

  // The list of all notes, then each tag's: the same pages, fewer notes.
  for (const tag of [undefined, ...tags.keys()]) {
    const listed = tag ? notes.filter((note) => note.tags.some((each) => tagSlug(each) === tag)) : notes;
    const pageChunks = chunks(listed, PAGE_SIZE);
    const pagePaths = pageChunks.map((_, index) => `${notesListPath(language, { tag, page: index + 1 })}/`);
    const title = tag ? words.notesAbout(tags.get(tag)!) : words.notes;
    for (const [index, chunk] of pageChunks.entries()) {
      const routePath = pagePaths[index];
      const html = renderer.renderNotesList({
        title,
        intro: words.notesIntro,
        filters: [
          { label: words.allTags, path: listPath, current: tag === undefined },
          ...[...tags].map(([slug, label]) => ({ label, path: `${notesListPath(language, { tag: slug })}/`, current: slug === tag })),
        ],
        entries: chunk.map((note) => ({
          title: note.title,
          path: notePath(note.slug, language),
          published: shownDate(note.date, language),
          updated: note.updated ? shownDate(note.updated, language) : undefined,
          readingMinutes: minutes.get(note.slug)!,
          summary: note.summary,
          tags: tagLinks(note.tags),
          draft: note.draft,
        })),
        page: index + 1,
        pages: pagePaths,
        feeds: FEED_FILES.map(({ file, type, label }) => ({ label, type, path: feedPath(language, file).slice(root.length - 1) })),
      });
      const pageTitle = index === 0 ? title : `${title} (${words.pageOf(index + 1, pageChunks.length)})`;
      const firstOfAll = tag === undefined && index === 0;
      pages.push({
        routePath,
        page: {
          title: composeTitle(content.owner.firstName, pageTitle),
          html,
          alternate: firstOfAll && other && otherSlugs.size > 0 ? `${editionRoot(other)}${notesListPath(other).slice(1)}/` : null,
        },
        head: {
          ogType: 'website',
          description: words.notesIntro,
          alternates: {
            [language]: routePath,
            ...(firstOfAll && other && otherSlugs.size > 0 ? { [other]: `${notesListPath(other)}/` } : {}),
          },
          image: { path: ogImagePath(language), alt: `${site.owner.name}, ${content.owner.role}` },
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': tag ? 'CollectionPage' : 'Blog',
              name: pageTitle,
              url: editionUrl(site.siteUrl, language, routePath),
              inLanguage: language,
              author: { '@type': 'Person', name: author.name, url: author.url },
            },
          ],
        },
        // Only the first page of the list of all notes is listed for search engines; the rest is reached from it.
        unlisted: !firstOfAll,
      });
    }
  }

  const feedUrls = Object.fromEntries(FEED_FILES.map(({ file }) => [file, absoluteUrl(site.siteUrl, feedPath(language, file))])) as Record<
    (typeof FEED_FILES)[number]['file'],
    string
  >;
  const feeds = feedFiles({
    title: `${words.notes}: ${content.owner.name}`,
    description: words.notesIntro,
    language,
    home: editionUrl(site.siteUrl, language, listPath),
    feedUrls,
    author,
    items: feedItems,
  });
  for (const { file } of FEED_FILES) files.push({ path: feedPath(language, file).slice(1), contents: feeds[file] });
  return { pages, files };
}
