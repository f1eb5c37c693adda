/**
 * A small XML writer for the feeds, well-formed whatever the owner writes: text and attributes
 * escaped, HTML carried whole in CDATA sections (every `]]>` in it split across two sections), and the
 * characters XML 1.0 cannot hold at all (control characters, lone surrogates, U+FFFE, U+FFFF) left out.
 * Indented by four spaces, as the feeds were first written.
 */

export interface XmlElement {
  name: string;
  /** In order; an undefined value is left out. */
  attributes?: Record<string, string | undefined>;
  /** Plain text. */
  text?: string;
  /** HTML, kept as written (a reader parses it as HTML; only its line ends are normalized, as an HTML parser does too). */
  html?: string;
  children?: readonly XmlElement[];
}

// Outside XML 1.0's Char production: no escape can carry these either.
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlChars = (value: string) => value.replace(NOT_XML, '');

// XML's own entities for markup; white space a parser would normalize (a carriage return anywhere, a
// line feed or a tab in an attribute) as a character reference, so it reads back as written.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const reference = (char: string) => ENTITIES[char] ?? `&#x${char.charCodeAt(0).toString(16).toUpperCase()};`;
const escapeText = (value: string) => xmlChars(value).replace(/[&<>\r]/g, reference);
const escapeAttribute = (value: string) => xmlChars(value).replace(/[&<>"\r\n\t]/g, reference);

// A CDATA section ends at the first `]]>`: each one closes a section after its `]]` and opens the next before its `>`.
const cdata = (html: string) => `<![CDATA[${xmlChars(html).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

function element({ name, attributes = {}, text, html, children }: XmlElement, depth: number): string {
  const attributeList = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  const open = `${name}${attributeList}`;
  if (html !== undefined) return `<${open}>${cdata(html)}</${name}>`;
  if (text !== undefined) return `<${open}>${escapeText(text)}</${name}>`;
  if (!children?.length) return `<${open}/>`;
  const indent = (level: number) => `\n${'    '.repeat(level)}`;
  return `<${open}>${children.map((child) => indent(depth + 1) + element(child, depth + 1)).join('')}${indent(depth)}</${name}>`;
}

/** The document of this root element, with its declaration. */
export const xmlDocument = (root: XmlElement) => `<?xml version="1.0" encoding="utf-8"?>\n${element(root, 0)}`;
