// The part of pdfkit (the PDF writer under @react-pdf/renderer, which ships no types) that the tagged CV
// uses: the document, its structure elements and marked content (pdfkit's accessibility API).
declare module 'pdfkit' {
  /** Marked content of one page, which a structure element holds. */
  export interface PDFStructureContent {
    readonly refs: readonly unknown[];
  }

  export interface PDFStructureElement {
    add(child: PDFStructureElement | PDFStructureContent): PDFStructureElement;
  }

  export interface PDFDocumentOptions {
    autoFirstPage?: boolean;
    compress?: boolean;
    displayTitle?: boolean;
    info?: Record<string, string | Date>;
    lang?: string;
    pdfVersion?: '1.3' | '1.4' | '1.5' | '1.6' | '1.7';
    /** A tagged PDF: MarkInfo and a structure tree. */
    tagged?: boolean;
  }

  export default class PDFDocument {
    constructor(options?: PDFDocumentOptions);
    /** The information dictionary, written at the end. */
    info: Record<string, string | Date>;
    /** Writes the information into the XMP metadata (PDF 1.4 and later), at the end. */
    _addInfo(): void;
    appendXML(xml: string): void;
    on(event: 'data', listener: (chunk: Buffer) => void): this;
    on(event: 'end', listener: () => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    fillColor(...args: unknown[]): this;
    font(...args: unknown[]): this;
    markContent(tag: 'Artifact'): this;
    link(x: number, y: number, width: number, height: number, url: string | number, options?: Record<string, unknown>): this;
    struct(type: string, options?: { lang?: string; title?: string }): PDFStructureElement;
    addStructure(element: PDFStructureElement): this;
    markStructureContent(tag: string): PDFStructureContent;
    endMarkedContent(): this;
  }
}
