import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Resvg } from '@resvg/resvg-js';
import { compactPath, findLogo, technologySymbols } from '../../../tools/rendering/technologyLogos';
import { technologyLogoId } from '../../../src/lib/technologyLogos';
import { siteContent } from '../../support/content';

const symbolIds = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe('technology logos from simple-icons', () => {
  test('found by slug, by title written as a slug, or by a common short name', () => {
    assert.equal(findLogo('React')?.slug, 'react');
    assert.equal(findLogo('Node.js')?.slug, 'nodedotjs');
    assert.equal(findLogo('Tailwind')?.slug, 'tailwindcss');
    assert.equal(findLogo('CSS3')?.slug, 'css');
    assert.equal(findLogo('Postgres')?.slug, 'postgresql');
    assert.equal(findLogo('Linguagem Inventada'), undefined);
  });

  test('one symbol per technology, only those named; an unknown one gets the code mark and is reported', () => {
    const { symbols: svg, unmatched } = technologySymbols(['React', 'Linguagem Inventada', 'Git', 'React']);
    assert.deepEqual(symbolIds(svg), ['tech-react', 'tech-linguageminventada', 'tech-git']);
    assert.deepEqual(unmatched, ['Linguagem Inventada']);
    assert.ok(svg.includes(compactPath(findLogo('React')!.path)));
    assert.ok(!svg.includes(compactPath(findLogo('Docker')!.path)), 'a logo the content does not name');
    // Colour comes from the page (currentColor): no brand colours in the sprite.
    assert.doesNotMatch(svg, /fill=|#[0-9a-f]{6}/i);
  });

  test('the symbol ids are the ones the page asks for', () => {
    const names = ['Next.js', 'C#'];
    assert.deepEqual(symbolIds(technologySymbols(names).symbols), names.map(technologyLogoId));
  });

  test('a compacted logo is the same picture in a third of the bytes: drawn at three times its 22 px, under 1% of pixels change by more than half their coverage', () => {
    const names = [...siteContent.mainTechnologies, 'Docker', 'Kubernetes', 'Python'];
    const draw = (path: string) =>
      new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="${path}"/></svg>`, {
        fitTo: { mode: 'width', value: 66 },
      }).render().pixels;
    let original = 0;
    let compact = 0;
    for (const name of names) {
      const logo = findLogo(name);
      if (!logo) continue;
      const [before, after] = [draw(logo.path), draw(compactPath(logo.path))];
      let differing = 0;
      for (let alpha = 3; alpha < before.length; alpha += 4) if (Math.abs(before[alpha] - after[alpha]) > 128) differing++;
      assert.ok(differing / (before.length / 4) < 0.01, `${name}: ${differing} pixels differ`);
      original += logo.path.length;
      compact += compactPath(logo.path).length;
    }
    assert.ok(compact < original * 0.4, `compacted to ${compact} of ${original} characters`);
  });
});
