// The whole HTML page around the prerendered app, from the content and the palettes it is given.
import type { Owner } from '../../src/collections/owner';
import { IMAGE_MANIFEST_ID, type ImageManifest } from '../../src/lib/imageManifest';
import { escapeHtml, serializeJsonLd } from '../../src/lib/html';
import { cvPaths } from '../../src/lib/cv';
import { OG_LOCALES, type Language } from '../../src/lib/editions';
import { normalizePath } from '../../src/lib/router';
import { sitePath } from '../../src/lib/sitePath';
import { DEFAULT_THEME } from '../../src/lib/theme';
import { PNG_ICONS } from '../identity/icons';
import type { ThemePalettes } from '../identity/palette';
import { alternateLinks } from './alternateLinks';
import { priorityImagePreload } from './priorityImagePreload';
import { personJsonLd } from './structuredData';
import { absoluteUrl, editionUrl, OG_IMAGE, ogImagePath } from './siteUrls';

export interface DocumentOptions {
  /** The edition's owner and the description of the site, as its content says. */
  owner: Owner;
  description: string;
  /** The theme's colours: the browser's own interface takes each theme's background. */
  palettes: ThemePalettes;
  appHtml: string;
  /** The route the markup was rendered for; the client hydrates only on that route. */
  routePath: string;
  title: string;
  siteUrl: string;
  /** The URL path the site is served under (`/` or `/portfolio/`). */
  basePath: string;
  /** The page's edition, and every edition of the site (the default first). */
  language: Language;
  languages: readonly Language[];
  scriptSrc: string;
  /**
   * The page's styles: in the document (the build), so the first paint waits for no other request,
   * or a file (the dev server, which rebuilds it at each save).
   */
  stylesheet: { css: string } | { href: string };
  /** The display face's file: preloaded, as the first screen's headings are set in it. */
  fontHref?: string;
  /** Runs before first paint and loads `scriptSrc` after it; allowed by its hash. */
  headBootstrap: string;
  /** The hidden <svg> of the symbols every icon and technology logo refers to by id. */
  iconSprite: string;
  /** Omitted in development, where the live-reload client needs none. */
  cspMeta?: string;
  noindex?: boolean;
  /** Carried in the page for the browser's render of the images (src/lib/images.ts). */
  imageManifest: ImageManifest;
  /** A page of its own (a case study, a note), not the owner's profile: what its head says of it. */
  article?: ArticleHead;
  /** The edition's feeds (its notes'), announced in every page's head. */
  feeds?: readonly FeedLink[];
}

export interface FeedLink {
  /** `application/rss+xml`, `application/atom+xml`, `application/feed+json`. */
  type: string;
  title: string;
  /** A path of the site. */
  path: string;
}

export interface ArticleHead {
  /** An article (a case study, a note), or a website's page (the notes' list). */
  ogType?: 'article' | 'website';
  /** What the page is about, for search results and link previews. */
  description: string;
  /** Each edition that has the page, and its route path there (this edition's included). */
  alternates: Partial<Record<Language, string>>;
  /** Its own link-preview picture, a path of the site, and what it shows. */
  image: { path: string; alt: string };
  /** More Open Graph properties (`article:published_time`). */
  properties?: [name: string, value: string][];
  jsonLd: object[];
}

/** CSS as the text of a <style> element, which ends at the first `</style`: a stylesheet holding one is refused. */
function styleElementText(css: string): string {
  if (/<\/style/i.test(css)) throw new Error('the stylesheet contains "</style", which would end its <style> element');
  return css;
}

/** The whole HTML page around the prerendered app. */
export function renderDocument(options: DocumentOptions): string {
  const {
    owner,
    description,
    palettes,
    appHtml,
    routePath,
    title,
    siteUrl,
    basePath,
    language,
    languages,
    scriptSrc,
    stylesheet,
    headBootstrap,
    iconSprite,
    cspMeta,
    noindex,
    imageManifest,
  } = options;
  const file = (path: string) => escapeHtml(sitePath(path, basePath));
  const url = editionUrl(siteUrl, language, routePath);
  const { article } = options;
  // The page in each edition: the same path in every edition, or, for an article, where each has it.
  const paths = article?.alternates ?? Object.fromEntries(languages.map((each) => [each, routePath]));
  const others = languages.filter((other) => other !== language && paths[other] !== undefined);
  const image = absoluteUrl(siteUrl, article?.image.path ?? ogImagePath(language));
  // What the link preview shows (tools/identity/ogImage.ts), for those who cannot see it.
  const imageAlt = article?.image.alt ?? `${owner.name}, ${owner.role}`;
  const previewTitle = article ? title : `${title} | ${owner.role}`;
  const pageDescription = article?.description ?? description;
  const jsonLd = article?.jsonLd ?? [personJsonLd(owner, description, siteUrl, language)];
  // A prerendered page paints, then its head bootstrap loads the script (named in data-app); an empty
  // shell (the dev server's) has nothing to paint until its script renders, so it loads it at once.
  const deferredScript = appHtml ? ` data-app="${escapeHtml(scriptSrc)}"` : '';
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    cspMeta && `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(cspMeta)}">`,
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(pageDescription)}">`,
    noindex ? '<meta name="robots" content="noindex">' : `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternateLinks(options, others, paths),
    noindex ? '' : `<link rel="alternate" type="application/json" title="JSON Resume" href="${file(cvPaths(language).json)}">`,
    ...(options.feeds ?? []).map(
      (feed) => `<link rel="alternate" type="${feed.type}" title="${escapeHtml(feed.title)}" href="${file(feed.path)}">`,
    ),
    `<meta name="author" content="${escapeHtml(owner.name)}">`,
    '<meta name="color-scheme" content="dark light">',
    `<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${palettes.dark.background}">`,
    `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${palettes.light.background}">`,
    // The first rendering waits until the whole prerendered page is parsed (Chromium; others ignore
    // it). Otherwise the parser yields, the top paints, and the layout of the rest, the page's most
    // expensive task, lands after the first paint where it blocks input. The home page is ~24 KB gzip
    // with its stylesheet: the wait is parsing and layout, not network (docs/performance.md).
    `<link rel="expect" href="#${IMAGE_MANIFEST_ID}" blocking="render">`,
    // Requested with the stylesheet rather than after it names the face: on a fast connection the
    // headings paint in it at once, and on a slow one the fallback's metrics match (no shift at the swap).
    options.fontHref && `<link rel="preload" href="${escapeHtml(options.fontHref)}" as="font" type="font/woff2" crossorigin>`,
    priorityImagePreload(appHtml),
    'css' in stylesheet
      ? `<style>${styleElementText(stylesheet.css)}</style>`
      : `<link rel="stylesheet" href="${escapeHtml(stylesheet.href)}">`,
    // After the stylesheet: an inline script runs only once the stylesheets before it have loaded, so
    // the body is parsed with the styles in (the dev server's file). Chromium lays the page out when
    // parsing ends, styles or not; a page parsed before its stylesheet arrived was laid out twice.
    `<script${deferredScript}>${headBootstrap}</script>`,
    appHtml ? '' : `<script type="module" src="${escapeHtml(scriptSrc)}"></script>`,
    // PNG, not the SVG favicon: a PNG is decoded off the page's main thread, an SVG icon is a document
    // Chromium parses and lays out on it, twice, right after the first paint (Lighthouse's mobile
    // Total Blocking Time, interleaved runs: median 192 ms with it, 88 ms without).
    ...PNG_ICONS.filter(({ favicon }) => favicon).map(
      ({ path, size }) => `<link rel="icon" href="${file(`/${path}`)}" sizes="${size}x${size}" type="image/png">`,
    ),
    `<link rel="apple-touch-icon" href="${file('/icons/apple-touch-icon.png')}">`,
    `<link rel="manifest" href="${file('/manifest.webmanifest')}">`,
    `<meta property="og:type" content="${article ? (article.ogType ?? 'article') : 'profile'}">`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}">`,
    ...others.map((other) => `<meta property="og:locale:alternate" content="${OG_LOCALES[other]}">`),
    `<meta property="og:site_name" content="${escapeHtml(owner.name)}">`,
    `<meta property="og:title" content="${escapeHtml(previewTitle)}">`,
    `<meta property="og:description" content="${escapeHtml(pageDescription)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:width" content="${OG_IMAGE.width}">`,
    `<meta property="og:image:height" content="${OG_IMAGE.height}">`,
    `<meta property="og:image:type" content="${OG_IMAGE.type}">`,
    `<meta property="og:image:alt" content="${escapeHtml(imageAlt)}">`,
    ...(article?.properties ?? [['profile:first_name', owner.firstName]]).map(
      ([name, value]) => `<meta property="${name}" content="${escapeHtml(value)}">`,
    ),
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:title" content="${escapeHtml(previewTitle)}">`,
    `<meta name="twitter:description" content="${escapeHtml(pageDescription)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
    `<meta name="twitter:image:alt" content="${escapeHtml(imageAlt)}">`,
    ...(noindex ? [] : jsonLd.map((data) => `<script type="application/ld+json">${serializeJsonLd(data)}</script>`)),
  ]
    .filter(Boolean)
    .join('\n    ');
  return `<!doctype html>
<html lang="${language}" class="${DEFAULT_THEME}">
  <head>
    ${head}
  </head>
  <body>
    ${iconSprite}
    <div id="root" data-route="${escapeHtml(routePath && normalizePath(routePath))}">${appHtml}</div>
    <script type="application/json" id="${IMAGE_MANIFEST_ID}">${serializeJsonLd(imageManifest)}</script>
  </body>
</html>
`;
}
