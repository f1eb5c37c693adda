import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { checkedContent } from '../../../tools/content/source';
import { IDENTITY_FILES } from '../../../tools/identity/generate';
import { buildVariant } from '../../support/builds';
import { OWNER_FIXTURE, staticDirOf } from '../../support/content';
import { demoContent, demoDist } from '../../support/demo';
import { assetsOf } from '../../support/dist';
import { tracesOf } from '../../support/traces';

// The demo's owner, as a fork's previous one: what the fork must leave no trace of.
const previous = demoContent.owner;
const next = (await checkedContent(OWNER_FIXTURE, staticDirOf(OWNER_FIXTURE))).owner;
const previousDist = demoDist();
const nextDist = buildVariant({}, OWNER_FIXTURE);
const PNG_FILES = IDENTITY_FILES.filter((file) => file.endsWith('.png'));

const pixels = async (dir: string, file: string) => {
  const { data, info } = await sharp(join(dir, file)).raw().toBuffer({ resolveWithObject: true });
  return { data, size: [info.width, info.height] };
};

describe('a site built with another owner’s content (--content=test/fixtures/owners/julia)', () => {
  test('no text file of dist/ names the previous owner or shows its initials', () => {
    assert.notEqual(next.initials, previous.initials);
    assert.deepEqual(tracesOf(previous, nextDist), []);
  });

  test('the same search finds the owner of a build everywhere it shows: page, script, head, icons', () => {
    for (const [owner, dir] of [
      [previous, previousDist],
      [next, nextDist],
    ] as const) {
      const files = new Set(tracesOf(owner, dir).map((trace) => trace.split(':')[0]));
      for (const file of ['index.html', 'manifest.webmanifest', 'favicon.svg', 'images/logo-dark.svg', 'images/logo-light.svg']) {
        assert.ok(files.has(file), `${owner.name} not found in ${file}`);
      }
      const { script } = assetsOf(readFileSync(join(dir, 'index.html'), 'utf8'));
      assert.ok(files.has(script.slice(1)), `${owner.name} not found in the script`);
    }
  });

  test('the page, its head and the manifest show the new owner', () => {
    const html = readFileSync(join(nextDist, 'index.html'), 'utf8');
    for (const text of [`>${next.name}</h1>`, `<meta name="author" content="${next.name}">`, `"name":"${next.name}"`]) {
      assert.ok(html.includes(text), text);
    }
    assert.equal(JSON.parse(readFileSync(join(nextDist, 'manifest.webmanifest'), 'utf8')).short_name, next.firstName);
  });

  test('every PNG icon and the Open Graph image are drawn anew, at the same size', async () => {
    assert.equal(PNG_FILES.length, 7);
    for (const file of PNG_FILES) {
      const [before, after] = await Promise.all([pixels(previousDist, file), pixels(nextDist, file)]);
      assert.deepEqual(after.size, before.size, file);
      assert.ok(!before.data.equals(after.data), `${file} shows the same pixels for both owners`);
    }
  });
});
