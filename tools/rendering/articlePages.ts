/**
 * What every page made from the owner's Markdown (a case study, a note) is built with, made once per
 * edition: the edition's words, its one Markdown-to-HTML converter, the reading time, the page's
 * address and its link-preview picture. Each builder takes an edition of these and the site's checked
 * pages, and gives its pages and the files they bring.
 */
import type { Root } from 'mdast';
import { articleUi as ptArticleUi, type ArticleCatalogue } from '../../src/catalogues/articles/pt-BR';
import { articleUi as enArticleUi } from '../../src/catalogues/articles/en';
import type { Owner } from '../../src/collections/owner';
import type { Language } from '../../src/lib/editions';
import type { ImageManifest } from '../../src/lib/imageManifest';
import type { ContentsEntry } from '../../src/pages/ArticleContents';
import { IMAGE_LAYOUTS } from '../../src/lib/imageLayouts';
import { pagePath } from '../../src/lib/sitePath';
import type { SitePages } from '../content/sitePages';
import type { SiteContent } from '../content/source';
import type { GeneratedFile } from '../identity/generate';
import { pagePreviewImage } from '../identity/pageImages';
import type { ThemePalettes } from '../identity/palette';
import { markdownToHtml } from '../markdown/toHtml';
import type { MarkdownPage, Renderer } from './prerender';
import { editionUrl } from './siteUrls';

/** Both editions' words: the build renders every edition's pages. */
export const ARTICLE_UI: Record<Language, ArticleCatalogue> = { 'pt-BR': ptArticleUi, en: enArticleUi };
/** Words a minute: what most reading-time estimates assume. */
const WORDS_PER_MINUTE = 200;

export interface ArticleSite {
  siteUrl: string;
  basePath: string;
  /** The editions of the site. */
  languages: readonly Language[];
  imageManifest: ImageManifest;
  palettes: ThemePalettes;
  /** The default edition's owner: the name on the link previews. */
  owner: Owner;
  /** Whether to draw the link-preview pictures (the production build; the dev server serves none). */
  previews?: boolean;
}

export interface EditionOfPages {
  language: Language;
  content: SiteContent;
  /** The renderer of this edition's bundle. */
  renderer: Renderer;
}

export interface ArticleBody {
  /** The page's, with its code blocks' copy buttons. */
  html: string;
  /** Without them, for the feeds. */
  plainHtml: string;
  readingMinutes: number;
  /** Its sections, for the page's contents (none for a short text). */
  contents: ContentsEntry[];
  /** `html` in two, after its first paragraph: where a page without contents puts its cover. */
  afterLead: readonly [lead: string, rest: string];
}

export interface ArticleEdition extends EditionOfPages {
  site: ArticleSite;
  words: ArticleCatalogue;
  /** A Markdown body as the article's HTML, with its reading time. */
  body(tree: Root): ArticleBody;
  /** The address of a page of this edition, from its route path. */
  url(routePath: string): string;
  /** A page's own link preview: the picture its head names, and the picture's file (none when the site draws none). */
  preview(page: {
    routePath: string;
    title: string;
    alt: string;
  }): Promise<{ image: { path: string; alt: string }; files: GeneratedFile[] }>;
}

export interface BuiltPages {
  pages: MarkdownPage[];
  files: GeneratedFile[];
}

/** A builder of an edition's pages of one kind, from every edition's checked pages. */
export type PagesBuilder = (edition: ArticleEdition, pages: SitePages) => Promise<BuiltPages>;

/** Each item's pages and files, in the items' order, one item after another (a preview picture is drawn at a time). */
export async function builtInOrder<T>(items: readonly T[], build: (item: T, index: number) => Promise<BuiltPages>): Promise<BuiltPages> {
  const built: BuiltPages = { pages: [], files: [] };
  for (const [index, item] of items.entries()) {
    const { pages, files } = await build(item, index);
    built.pages.push(...pages);
    built.files.push(...files);
  }
  return built;
}

export function articleEdition({ language, content, renderer }: EditionOfPages, site: ArticleSite): ArticleEdition {
  const words = ARTICLE_UI[language];
  const toHtml = markdownToHtml({
    basePath: site.basePath,
    imageManifest: site.imageManifest,
    imageSizes: IMAGE_LAYOUTS.prose.sizes,
    tableLabel: words.table,
    codeLabel: words.codeBlock,
    copy: words.copyCode,
  });
  const url = (routePath: string) => editionUrl(site.siteUrl, language, routePath);
  return {
    language,
    content,
    renderer,
    site,
    words,
    url,
    body(tree) {
      const { html, plainHtml, contents, afterLead, words: count } = toHtml(tree);
      return { html, plainHtml, contents, afterLead, readingMinutes: Math.max(1, Math.round(count / WORDS_PER_MINUTE)) };
    },
    async preview({ routePath, title, alt }) {
      const image = { path: `/images/og${pagePath(routePath, language, '/')}.png`, alt };
      if (site.previews === false) return { image, files: [] };
      const contents = await pagePreviewImage({ title, owner: site.owner, url: url(routePath), colors: site.palettes });
      return { image, files: [{ path: image.path.slice(1), contents }] };
    },
  };
}
