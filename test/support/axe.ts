// axe-core in a page: the violations of the WCAG 2.2 AA rules and best practices, one line each.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { atRest } from './pages';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** The page must be opened with `bypassCSP: true`: axe is injected as a script the page's policy refuses. */
export async function axeViolations(page: Page): Promise<string[]> {
  await atRest(page);
  // Once per document: a second copy would be compiled again for nothing.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: unknown, options: unknown) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    // Passes and inapplicable rules are not read: axe keeps one node of each instead of every node.
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, TAGS);
}
