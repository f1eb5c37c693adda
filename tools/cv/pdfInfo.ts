// The PDF's information, from the props of its react-pdf <Document>: its dictionary (Title, Author…) and
// the same in XMP, the metadata stream of PDF 1.4 and later. pdfkit writes the XMP itself, but unescaped
// (a headline with "&" would break its XML) and with a creation date always: this one escapes, and
// writes the date only when it is known.

/** The Document's props that the information takes. */
export interface DocumentProps {
  title?: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creator?: string;
  producer?: string;
  language?: string;
  creationDate?: Date;
}

export type PdfInfo = Record<string, string | Date>;

/** The information dictionary's entries: those the props give. */
export function pdfInfo(props: DocumentProps): PdfInfo {
  const entries = {
    Title: props.title,
    Author: props.author,
    Subject: props.subject,
    Keywords: props.keywords,
    Creator: props.creator,
    Producer: props.producer,
    CreationDate: props.creationDate,
  };
  return Object.fromEntries(Object.entries(entries).filter((entry): entry is [string, string | Date] => entry[1] !== undefined));
}

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escaped = (value: string | Date) => String(value).replace(/[&<>"]/g, (character) => XML_ENTITIES[character]);
const element = (name: string, value: string | Date | undefined, wrap?: 'rdf:Alt' | 'rdf:Seq') => {
  if (value === undefined) return '';
  const text = escaped(value);
  if (!wrap) return `<${name}>${text}</${name}>`;
  const item = wrap === 'rdf:Alt' ? `<rdf:li xml:lang="x-default">${text}</rdf:li>` : `<rdf:li>${text}</rdf:li>`;
  return `<${name}><${wrap}>${item}</${wrap}></${name}>`;
};

/** The information as XMP descriptions (pdfkit wraps them in its packet). */
export function xmpOf(info: PdfInfo): string {
  const date = info.CreationDate instanceof Date ? `${info.CreationDate.toISOString().split('.')[0]}Z` : undefined;
  return [
    '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    element('xmp:CreateDate', date),
    element('xmp:CreatorTool', info.Creator),
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    element('dc:title', info.Title, 'rdf:Alt'),
    element('dc:creator', info.Author, 'rdf:Seq'),
    element('dc:description', info.Subject, 'rdf:Alt'),
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
    element('pdf:Producer', info.Producer),
    element('pdf:Keywords', info.Keywords),
    '</rdf:Description>',
  ]
    .filter(Boolean)
    .join('\n');
}
