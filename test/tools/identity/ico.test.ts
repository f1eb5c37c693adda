import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { icoOf } from '../../../tools/identity/ico';
import { readIco } from '../../support/ico';

const square = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#0a7' } })
    .png()
    .toBuffer();

describe('/favicon.ico', () => {
  test('lists each PNG at its size, whole, one after another', async () => {
    const icons = await Promise.all([16, 32, 256].map(async (size) => ({ size, png: await square(size) })));
    const read = readIco(icoOf(icons));
    assert.deepEqual(
      read.map(({ size }) => size),
      [16, 32, 256],
    );
    for (const [index, { size, data }] of read.entries()) {
      assert.ok(data.equals(icons[index].png));
      const { format, width } = await sharp(data).metadata();
      assert.deepEqual([format, width], ['png', size]);
    }
  });

  test('refuses a size an ICO cannot hold', async () => {
    const png = await square(1);
    for (const size of [0, 257, 31.5]) assert.throws(() => icoOf([{ size, png }]), /1 to 256 px/);
  });
});
