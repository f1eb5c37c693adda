/**
 * A checked Markdown tree into the HTML of an article's body, at build time: headings with anchors,
 * images through the image pipeline (AVIF, WebP, JPEG at the widths needed, lazy, sized), code
 * highlighted with classes (the page's CSS colours them per theme; no inline style, so the CSP stays
 * strict), tables (their columns aligned by classes) and code that scroll sideways inside themselves,
 * and the site's own paths under its base path; for the page, each code block's copy button
 * (codeCopyButtons.ts); and the contents of a text with enough sections (tableOfContents.ts). Raw HTML
 * never gets here (the checks refuse it; remark-rehype would drop it too).
 */
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import rehypeHighlight from 'rehype-highlight';
import rehypeStringify from 'rehype-stringify';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { ImageManifest, ResponsiveImage } from '../../src/lib/imageManifest';
import { sitePath } from '../../src/lib/sitePath';
import type { ContentsEntry } from '../../src/pages/ArticleContents';
import { addCopyButtons, type CopyWords } from './codeCopyButtons';
import { headingIds } from './headingIds';
import { tableOfContents } from './tableOfContents';

export interface HtmlOptions {
  /** The site's base path: the site's own paths (`/projetos/x`) are written under it. */
  basePath: string;
  /** The processed images; an image missing from it is shown as its plain file. */
  imageManifest: ImageManifest;
  /** The `sizes` of an image in the body's column (src/lib/imageLayouts.ts, `prose`). */
  imageSizes: string;
  /** The names of a table's and a code block's box (it scrolls sideways), in the edition's language. */
  tableLabel: string;
  codeLabel: string;
  /** The words of each code block's copy button; without them, the page's HTML has no button either. */
  copy?: CopyWords;
}

export interface ArticleHtml {
  /** The page's: with each code block's copy button. */
  html: string;
  /** Without the controls that need the page's script, for where none runs (a feed reader). */
  plainHtml: string;
  /** The text's words, for its reading time. */
  words: number;
  /** The text's sections, when it has enough for a contents; else none. */
  contents: ContentsEntry[];
  /**
   * The page's HTML in two: up to its first paragraph at the top level, and the rest (the whole text
   * and nothing when it has no such paragraph). A page without contents puts its cover between them.
   */
  afterLead: readonly [lead: string, rest: string];
}

const textOf = (node: Element | ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join('') : '';

const element = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});

/** The picture the image pipeline made of `src`, as the Image component renders a lazy one. */
function picture(src: string, alt: string, image: ResponsiveImage | undefined, sizes: string, basePath: string): Element {
  if (!image) return element('img', { src: sitePath(src, basePath), alt, loading: 'lazy', decoding: 'async' });
  const sources = image.sources.map((source) => element('source', { type: source.type, srcSet: source.srcset, sizes }));
  const img = element('img', {
    src: image.src,
    srcSet: image.srcset || undefined,
    sizes: image.srcset ? sizes : undefined,
    alt,
    width: image.width,
    height: image.height,
    loading: 'lazy',
    decoding: 'async',
  });
  return element('picture', {}, [...sources, img]);
}

/** Our small transforms over the HTML tree, in one pass. */
function articleTransforms(options: HtmlOptions) {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node, index, parent) => {
      if (/^h[2-6]$/.test(node.tagName) && typeof node.properties.id === 'string') {
        const id = node.properties.id;
        node.children = [element('a', { href: `#${id}`, className: ['heading-anchor'] }, node.children)];
        return 'skip';
      }
      if (node.tagName === 'a' && typeof node.properties.href === 'string' && /^\/(?!\/)/.test(node.properties.href)) {
        node.properties.href = sitePath(node.properties.href, options.basePath);
      }
      if (node.tagName === 'img' && parent && index !== undefined) {
        const src = String(node.properties.src);
        const alt = String(node.properties.alt ?? '');
        const title = typeof node.properties.title === 'string' ? node.properties.title : '';
        const shown = picture(src, alt, options.imageManifest[src], options.imageSizes, options.basePath);
        // An image with a title alone in its paragraph is a figure, the title its caption.
        if (
          title &&
          parent.type === 'element' &&
          parent.tagName === 'p' &&
          parent.children.filter((child) => textOf(child).trim() || child.type === 'element').length === 1
        ) {
          parent.tagName = 'figure';
          parent.children = [shown, element('figcaption', {}, [{ type: 'text', value: title }])];
        } else {
          parent.children[index] = shown;
        }
        return 'skip';
      }
      if ((node.tagName === 'table' || node.tagName === 'pre') && parent && index !== undefined) {
        // A box that scrolls sideways inside itself, reachable with the keyboard: a tab stop, so a
        // region with a name, which a screen reader announces as the focus lands on it.
        const label = node.tagName === 'table' ? options.tableLabel : options.codeLabel;
        parent.children[index] = element('div', { className: ['prose__scroll'], tabIndex: 0, role: 'region', ariaLabel: label }, [node]);
        // Not skipped: a table's cells are visited next, for their alignment, links and pictures.
        return undefined;
      }
      if ((node.tagName === 'th' || node.tagName === 'td') && typeof node.properties.align === 'string') {
        // GFM's column alignment, as a class: `align` is obsolete in HTML. Left is the cells' own start.
        const { align } = node.properties;
        delete node.properties.align;
        if (align === 'center' || align === 'right') node.properties.className = [`prose__cell--${align}`];
      }
      return undefined;
    });
  };
}

/** A Markdown body into an article's HTML. */
export type MarkdownToHtml = (tree: Root) => ArticleHtml;

/**
 * The converter of a build's (or an edition's) articles: one unified processor, made once, as
 * rehype-highlight registers its grammars whenever a processor is made; each body is run through it.
 */
export function markdownToHtml(options: HtmlOptions): MarkdownToHtml {
  const processor = unified()
    .use(remarkRehype)
    .use(articleTransforms, options)
    .use(rehypeHighlight, { detect: false })
    .use(rehypeStringify)
    .freeze();
  return (tree) => {
    // Each heading's id is the one the checks knew (headingIds.ts), from the Markdown's own text: slugged
    // again from the HTML, a heading with an image or a footnote mark would get another.
    const ids = headingIds(tree);
    for (const [heading, id] of ids) heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    const hast = processor.runSync(tree);
    const words = textOf({ type: 'element', tagName: 'div', properties: {}, children: hast.children as ElementContent[] })
      .split(/\s+/)
      .filter(Boolean).length;
    const plainHtml = processor.stringify(hast);
    const html = options.copy && addCopyButtons(hast, options.copy) ? processor.stringify(hast) : plainHtml;
    const leadEnd = hast.children.findIndex((node) => node.type === 'element' && node.tagName === 'p') + 1 || hast.children.length;
    const part = (children: typeof hast.children) => processor.stringify({ ...hast, children });
    const afterLead = [part(hast.children.slice(0, leadEnd)), part(hast.children.slice(leadEnd))] as const;
    return { html, plainHtml, words, contents: tableOfContents(tree, ids), afterLead };
  };
}
