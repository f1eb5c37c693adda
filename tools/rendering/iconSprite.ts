// The page's icon sprite: the UI icons' symbols (src/components/icons.svg) and the technology logos
// drawn from the content, inlined once at the top of every page's body. An external sprite
// (`<use href="x.svg#id">`) makes the browser fetch, parse and lay out a separate SVG document on the
// main thread: 15 to 40 ms each in the Lighthouse traces, the page's longest tasks after first paint.
import { readFile } from 'node:fs/promises';
import { UI_ICONS_FILE } from '../projectPaths';
import { technologyLogos } from './technologyLogos';

/** The hidden <svg> of every symbol the page's icons and logos refer to by id. */
export async function iconSprite(mainTechnologies: readonly string[]): Promise<string> {
  const uiSymbols = (await readFile(UI_ICONS_FILE, 'utf8')).match(/<symbol[\s\S]*<\/symbol>/)![0].replace(/>\s+</g, '><');
  // Its zero size holds even if the stylesheet, which hides it, does not load.
  return `<svg class="icon-sprite" width="0" height="0" aria-hidden="true">${uiSymbols}${technologyLogos(mainTechnologies)}</svg>`;
}
