import assert from 'node:assert/strict';
import { identityFonts } from '../../../tools/identity/generate';
import { describe, test } from 'node:test';
import { OUTLINE_SIZE, outlineText } from '../../../tools/identity/outline';

describe('text outlines from the shipped font', () => {
  test('one path of absolute commands, on a baseline at y = 0, about the font size tall', () => {
    const outline = outlineText('JN');
    assert.match(outline.d, /^M [-\d.]+ [-\d.]+ /);
    assert.ok(outline.box.y < 0 && outline.box.y + outline.box.height <= 1, JSON.stringify(outline.box));
    assert.ok(outline.box.height > OUTLINE_SIZE * 0.6 && outline.box.height < OUTLINE_SIZE, JSON.stringify(outline.box));
  });

  test('longer text is wider; markup characters and accents are drawn, not parsed', () => {
    assert.ok(outlineText('JNX').box.width > outlineText('JN').box.width);
    assert.ok(outlineText('<JN/>').box.width > outlineText('JN').box.width);
    assert.ok(outlineText('A & B "C"').box.width > outlineText('A B C').box.width);
    assert.notEqual(outlineText('Júlia').d, outlineText('Julia').d);
  });

  test('coordinates are rounded to hundredths', () => {
    assert.doesNotMatch(outlineText('Gabriel').d, /\.\d{3}/);
  });

  test('text the font cannot draw is an error, not an empty image', () => {
    assert.throws(() => outlineText('   '), /draws nothing for " {3}"/);
    assert.throws(() => outlineText('JN', { file: '/nonexistent/font.ttf', family: 'Nope' }), /no font file at \/nonexistent\/font\.ttf/);
  });

  test('the display face draws what it has; a letter it lacks, Inter does', async () => {
    const { display } = await identityFonts();
    assert.notEqual(outlineText('Júlia', display).d, outlineText('Júlia').d, 'Fraunces, not Inter');
    // Ł is outside the display subset (tools/fonts/displayFont.ts): still drawn, wider than the name without it.
    assert.ok(outlineText('Łukasz', display).box.width > outlineText('ukasz', display).box.width);
  });
});
