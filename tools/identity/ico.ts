// /favicon.ico: browsers and crawlers ask for it on documents that name no icon (robots.txt, the CV
// as PDF, a feed) and some ask for it whatever the page names. An ICO file is a directory of images,
// and each may be a PNG as it is (Windows Vista and every browser since): the icons already drawn.

/** The ICO file holding these square PNG icons, each `size` px wide (at most 256). */
export function icoOf(icons: { size: number; png: Buffer }[]): Buffer {
  const HEADER = 6;
  const ENTRY = 16;
  const header = Buffer.alloc(HEADER);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: an icon, not a cursor
  header.writeUInt16LE(icons.length, 4);
  let offset = HEADER + ENTRY * icons.length;
  const entries = icons.map(({ size, png }) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) throw new Error(`an ICO holds icons of 1 to 256 px, not ${size}`);
    const entry = Buffer.alloc(ENTRY);
    entry.writeUInt8(size % 256, 0); // width; 0 means 256
    entry.writeUInt8(size % 256, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...icons.map((icon) => icon.png)]);
}
