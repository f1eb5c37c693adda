// A tagged PDF from a react-pdf document: its structure tree (headings, paragraphs, lists, links) is what a
// screen reader reads. @react-pdf/renderer 4 cannot tag: it makes pdfkit's document itself, untagged, and
// exposes no way to mark content (diegomura/react-pdf#1288). So this runs its three steps here: react-pdf
// lays the document out (@react-pdf/layout), pdfkit writes it tagged (`tagged: true`, its accessibility
// API), and react-pdf's own renderer draws the laid-out pages into it (@react-pdf/render). Between the two
// last steps, a marker goes before and after every text that has a structure tag (`structure()`), at its
// place in the drawing order: an empty canvas whose paint opens, or closes, the text's marked content.
import layoutDocument from '@react-pdf/layout';
import renderLaidOut from '@react-pdf/render';
import { Font, pdf } from '@react-pdf/renderer';
import PDFDocument, { type PDFStructureElement } from 'pdfkit';
import type { ReactElement } from 'react';
import { pdfInfo, xmpOf, type DocumentProps } from './pdfInfo';

/** The standard structure types the CV uses (ISO 32000-1, 14.8.4). */
export type StructureTag = 'Sect' | 'H1' | 'H2' | 'H3' | 'P' | 'L' | 'LI' | 'LBody';

const TAG_PROP = 'structureTag';
/**
 * The props that put a react-pdf element in the structure tree: a View groups (Sect, L, LI), a Text is
 * content (H1, P, LBody…). A Text inside a Text is a run of it: only the outer one has a tag.
 */
export const structure = (tag: StructureTag): object => ({ [TAG_PROP]: tag });

/** A node of react-pdf's layout, as far as tagging reads it. */
interface LaidOutNode {
  type: string;
  props?: Record<string, unknown>;
  children?: LaidOutNode[];
}

/** An empty canvas: react-pdf's renderer calls its paint where the node it stands beside is drawn. */
const marker = (paint: () => void): LaidOutNode =>
  ({ type: 'CANVAS', props: { paint }, style: {}, box: { top: 0, left: 0, width: 1, height: 1 }, children: [] }) as LaidOutNode;

/**
 * The laid-out pages with their markers. A node split over two pages is two nodes with the same props: one
 * structure element, its marked content on both pages.
 */
function withMarkers(document: PDFDocument, root: PDFStructureElement, pages: LaidOutNode[]): LaidOutNode[] {
  const elements = new Map<object, PDFStructureElement>();
  /** The text being drawn: its element, and what of it is marked now. */
  let open: { element: PDFStructureElement; tag: string; marking: 'artifact' | 'text' | 'link' | 'none' } | null = null;
  const elementOf = (parent: PDFStructureElement, props: Record<string, unknown>) => {
    let element = elements.get(props);
    if (!element) {
      element = document.struct(props[TAG_PROP] as string);
      parent.add(element);
      elements.set(props, element);
    }
    return element;
  };
  const visit = (nodes: LaidOutNode[], groups: Record<string, unknown>[]): LaidOutNode[] =>
    nodes.flatMap((node) => {
      const { props } = node;
      const tag = props?.[TAG_PROP] as string | undefined;
      if (node.type !== 'TEXT') return [{ ...node, children: visit(node.children ?? [], tag && props ? [...groups, props] : groups) }];
      if (!tag || !props) return [node];
      const start = () => {
        // What the text draws before its glyphs (a border) is decoration.
        document.markContent('Artifact');
        open = { element: [...groups, props].reduce(elementOf, root), tag, marking: 'artifact' };
      };
      const end = () => {
        document.endMarkedContent();
        open = null;
      };
      return [marker(start), node, marker(end)];
    });
  // react-pdf draws a run of text by setting its colour, adding its link annotation when it is a link,
  // setting its font, then drawing its glyphs: a text's runs go into its element, a link's run into a
  // Link element of it, with its annotation. Opening a structure's content closes the one open before.
  const fillColor = document.fillColor.bind(document);
  const link = document.link.bind(document);
  const font = document.font.bind(document);
  document.fillColor = (...args: unknown[]) => {
    if (open?.marking === 'link') open.marking = 'none';
    return fillColor(...args);
  };
  document.link = (x, y, width, height, url, options) => {
    if (!open) return link(x, y, width, height, url, options);
    const element = document.struct('Link');
    open.element.add(element);
    element.add(document.markStructureContent('Link'));
    open.marking = 'link';
    return link(x, y, width, height, url, { ...options, structParent: element, Contents: new String(String(url)) });
  };
  document.font = (...args: unknown[]) => {
    if (open && (open.marking === 'artifact' || open.marking === 'none')) {
      open.element.add(document.markStructureContent(open.tag));
      open.marking = 'text';
    }
    return font(...args);
  };
  return pages.map((page) => ({ ...page, children: visit(page.children ?? [], []) }));
}

/** Stands in for a creation date that is not known, in the file's id only: no clock date, the same bytes. */
const NO_DATE = new Date(0);

/** The PDF of a react-pdf <Document>, tagged, with the information its props give (no clock date). */
export async function renderTaggedPdf(element: ReactElement): Promise<Buffer> {
  // react-pdf's reconciler turns the element into its document node, as renderToBuffer does.
  const { container } = pdf(element as Parameters<typeof pdf>[0]) as unknown as {
    container: { document: LaidOutNode & { props: DocumentProps } };
  };
  const props = container.document.props;
  const layout = layoutDocument as unknown as (node: unknown, fonts: typeof Font) => Promise<LaidOutNode>;
  const laidOut = await layout(container.document, Font);
  const info = pdfInfo(props);
  const document = new PDFDocument({
    tagged: true,
    pdfVersion: '1.7',
    lang: props.language,
    displayTitle: true,
    autoFirstPage: false,
    // pdfkit derives the file's id from the creation date, and would take the clock's.
    info: { ...info, CreationDate: props.creationDate ?? NO_DATE },
  });
  document.info = info;
  document._addInfo = () => document.appendXML(xmpOf(info));
  const root = document.struct('Document');
  document.addStructure(root);
  const tagged = { ...laidOut, children: withMarkers(document, root, laidOut.children ?? []) };
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('data', (chunk) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
  (renderLaidOut as unknown as (context: PDFDocument, node: LaidOutNode) => void)(document, tagged);
  return done;
}
