import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { processImages } from '../../../tools/images';
import { IMAGE_LAYOUTS, type ImageLayoutName } from '../../../src/lib/imageLayouts';
import { pickedWidth, slotWidth } from '../../support/sizes';
import { photoJpeg, siteWith } from './fixtures';

// The issue's case: an owner drops a 3000x2000 photo as a project image and as the profile photo; a
// phone 390 px wide at device pixel ratio 2 downloads at most this much of each (1 KB = 1000 bytes).
const PHONE = { width: 390, devicePixelRatio: 2 };
const BUDGETS: [ImageLayoutName, number][] = [
  ['card', 80_000],
  ['portrait', 60_000],
];

describe('bytes a phone downloads for a 3000x2000 photo, with the default settings', async () => {
  const photo = await photoJpeg(3000, 2000);
  const site = siteWith({ '/images/photo.jpg': photo });

  for (const [layout, budget] of BUDGETS) {
    test(`${layout}: the AVIF and the WebP the phone picks are within ${budget} B`, async () => {
      const { widths, aspectRatio, sizes } = IMAGE_LAYOUTS[layout];
      const width = pickedWidth(widths, slotWidth(sizes, PHONE.width), PHONE.devicePixelRatio);
      // Only the width the phone picks from the layout's srcset: its bytes do not depend on the others.
      const { report } = await processImages({
        ...site,
        outDir: `${site.outDir}-${layout}`,
        sources: [{ src: '/images/photo.jpg', widths: [width], aspectRatio }],
      });
      const variants = report.images[0].variants.filter((variant) => variant.width === width);
      console.log(
        `  ${layout}: source ${photo.length} B; ${width} w picked: ${variants.map((v) => `${v.format} ${v.bytes} B`).join(', ')}`,
      );
      for (const format of ['avif', 'webp']) {
        const variant = variants.find((candidate) => candidate.format === format);
        assert.ok(variant, `no ${format} at ${width} w`);
        assert.ok(variant.bytes <= budget, `${format} at ${width} w: ${variant.bytes} B is over ${budget} B`);
      }
    });
  }
});
