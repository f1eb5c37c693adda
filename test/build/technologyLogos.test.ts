import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { findLogo, technologySprite } from '../../src/build/technologyLogos';
import { technologyLogoId } from '../../src/lib/technologyLogos';

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
    const { file, unmatched } = technologySprite(['React', 'Linguagem Inventada', 'Git', 'React']);
    const svg = String(file.contents);
    assert.equal(file.path, 'icons/technologies.svg');
    assert.deepEqual(symbolIds(svg), ['tech-react', 'tech-linguageminventada', 'tech-git']);
    assert.deepEqual(unmatched, ['Linguagem Inventada']);
    assert.ok(svg.includes(findLogo('React')!.path));
    assert.ok(!svg.includes(findLogo('Docker')!.path), 'a logo the content does not name');
    // Colour comes from the page (currentColor): no brand colours in the sprite.
    assert.doesNotMatch(svg, /fill=|#[0-9a-f]{6}/i);
  });

  test('the symbol ids are the ones the page asks for', () => {
    const names = ['Next.js', 'C#'];
    assert.deepEqual(symbolIds(String(technologySprite(names).file.contents)), names.map(technologyLogoId));
  });
});
