import assert from 'node:assert/strict';

/** The images an ICO file's directory lists: the size it says, and the bytes it points to. */
export function readIco(ico: Buffer): { size: number; data: Buffer }[] {
  assert.deepEqual([ico.readUInt16LE(0), ico.readUInt16LE(2)], [0, 1], 'not an icon file');
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const [width, height] = [ico.readUInt8(entry) || 256, ico.readUInt8(entry + 1) || 256];
    assert.equal(width, height);
    const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
    assert.ok(offset + length <= ico.length, `image ${index} runs past the file`);
    return { size: width, data: ico.subarray(offset, offset + length) };
  });
}
