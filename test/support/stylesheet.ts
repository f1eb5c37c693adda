// The stylesheet a built page holds in its head (tools/rendering/document.ts), and the page without it.
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/;

/** The text of the page's stylesheet, if it holds one. */
export const stylesheetOf = (html: string): string | undefined => html.match(STYLE_ELEMENT)?.[1];

/** The page's markup without its stylesheet, whose selectors name every class the site may use. */
export const markupOf = (html: string): string => html.replace(STYLE_ELEMENT, '');
