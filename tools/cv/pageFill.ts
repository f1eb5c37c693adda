// How full a PDF's pages are, read back with pdf.js: the CV is laid out again, denser, when its last
// page would be nearly empty.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface PageFill {
  pages: number;
  /** How far down the last page its text reaches, as a share of the page's height (0 to 1). */
  lastPageFill: number;
}

export async function pageFill(pdf: Buffer): Promise<PageFill> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const last = await document.getPage(document.numPages);
  const height = last.view[3];
  const { items } = await last.getTextContent();
  // A text item's transform ends with its baseline's position, from the page's bottom.
  const baselines = items.flatMap((item) => ('str' in item && item.str.trim() ? [item.transform[5] as number] : []));
  const lowest = baselines.length > 0 ? Math.min(...baselines) : height;
  await document.destroy();
  return { pages: document.numPages, lastPageFill: (height - lowest) / height };
}
