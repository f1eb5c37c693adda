/**
 * Rules of HTML that a page can break only once scripts have changed it, checked on the DOM as the
 * browser holds it (the build's files are checked as written elsewhere):
 * - elements that may hold only phrasing content (a paragraph, a heading, a button, a label) hold no
 *   block (a <dialog> inside a <p> serializes to markup that parses differently);
 * - no interactive element inside a link or a button;
 * - every id an ARIA reference or a label names exists, and no id is used twice.
 * `markupProblems` runs in a test DOM, or in a browser's page (`pageMarkupProblems`): it uses nothing but the document.
 */
import type { Page } from 'playwright-core';

export function markupProblems(doc: Document = document): string[] {
  const HTML = 'http://www.w3.org/1999/xhtml';
  const PHRASING = new Set(
    'a abbr area audio b bdi bdo br button canvas cite code data datalist del dfn em embed i iframe img input ins kbd label map mark meter noscript object output picture progress q ruby rp rt s samp script select slot small source span strong sub sup template textarea time track u var video wbr'.split(
      ' ',
    ),
  );
  const PHRASING_ONLY = 'p, h1, h2, h3, h4, h5, h6, button, label, span, strong, em, small, legend, pre';
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, details, summary, dialog, iframe, [tabindex]:not([tabindex="-1"])';
  const REFERENCES = [
    'aria-labelledby',
    'aria-describedby',
    'aria-controls',
    'aria-owns',
    'aria-flowto',
    'aria-details',
    'aria-errormessage',
    'aria-activedescendant',
  ];
  const name = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = [...element.classList]
      .slice(0, 2)
      .map((each) => `.${each}`)
      .join('');
    return `<${element.localName}${id}${classes}>`;
  };
  const problems: string[] = [];

  for (const holder of doc.querySelectorAll(PHRASING_ONLY)) {
    for (const inner of holder.querySelectorAll('*')) {
      // The inside of an <svg> or <math> is another vocabulary; its root is phrasing content.
      if (inner.namespaceURI !== HTML || PHRASING.has(inner.localName)) continue;
      problems.push(`${name(inner)} inside ${name(holder)}: it may hold only phrasing content`);
    }
  }
  for (const control of doc.querySelectorAll('a[href], button')) {
    for (const inner of control.querySelectorAll(INTERACTIVE))
      problems.push(`${name(inner)} inside ${name(control)}: an interactive element inside another`);
  }
  for (const attribute of REFERENCES) {
    for (const element of doc.querySelectorAll(`[${attribute}]`)) {
      for (const id of element.getAttribute(attribute)!.split(/\s+/).filter(Boolean)) {
        if (!doc.getElementById(id)) problems.push(`${name(element)} ${attribute}="${id}": no element has this id`);
      }
    }
  }
  for (const label of doc.querySelectorAll('label[for]')) {
    if (!doc.getElementById(label.getAttribute('for')!))
      problems.push(`${name(label)} for="${label.getAttribute('for')}": no element has this id`);
  }
  const seen = new Set<string>();
  for (const element of doc.querySelectorAll('[id]')) {
    if (seen.has(element.id)) problems.push(`id "${element.id}" is used twice`);
    seen.add(element.id);
  }
  return problems;
}

/** The problems of the page as the browser holds it now. */
export const pageMarkupProblems = (page: Page): Promise<string[]> => page.evaluate(`(${markupProblems.toString()})(document)`);
