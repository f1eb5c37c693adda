import sharp from 'sharp';
const [file, prefix, h = 1600] = process.argv.slice(2);
const m = await sharp(file).metadata();
const step = +h; let i = 0;
for (let top = 0; top < m.height; top += step, i++) {
  await sharp(file).extract({ left: 0, top, width: m.width, height: Math.min(step, m.height - top) }).toFile(`${prefix}-${i}.png`);
}
console.log(i, 'pieces');
