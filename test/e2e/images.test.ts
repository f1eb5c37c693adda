import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { IMAGE_LAYOUTS } from '../../src/lib/imageLayouts';
import { openPage } from '../support/pages';
import { useSite } from '../support/servedSite';
import { siteContent } from '../support/content';
import { slotWidth } from '../support/sizes';

const BOXES = { card: '.project-card .image', portrait: '.about__photo' } as const;
const { owner, projects } = siteContent;
const cardImages = projects.filter((project) => project.image).length;
const lacking = [!cardImages && 'no project has an image', !owner.photo && 'the owner has no photo'].filter(Boolean).join(' and ');

describe('image boxes in Chromium', () => {
  const site = useSite();

  test("each layout's sizes is the width its box takes, at every breakpoint of the stylesheet", { skip: lacking || false }, async () => {
    // One page, resized to each width: the media queries and the boxes follow the viewport as they
    // would on a page loaded at that width, without a browser context per width.
    const { page, problems } = await openPage(site.browser, { viewport: { width: 360, height: 800 } });
    await page.goto(`${site.url}/`);
    for (const width of [360, 390, 655, 656, 700, 768, 769, 900, 995, 996, 1120, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // 100vw counts a classic scrollbar that the layout does not get: sizes may exceed the box by that much.
      const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
      for (const [layout, selector] of Object.entries(BOXES) as [keyof typeof BOXES, string][]) {
        const box = await page
          .locator(selector)
          .first()
          .evaluate((element) => element.getBoundingClientRect().width);
        const slot = slotWidth(IMAGE_LAYOUTS[layout].sizes, width);
        assert.ok(slot - box >= -1 && slot - box <= scrollbar + 1, `${layout} at ${width} px: box ${box} px, sizes says ${slot} px`);
      }
    }
    assert.deepEqual(problems, []);
  });

  test('a 3:2 photo loads into the 16:9 cards and the round portrait without moving anything', { skip: lacking || false }, async () => {
    const { page, problems } = await openPage(site.browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    await page.goto(`${site.url}/`);
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#7a5' } })
      .png()
      .toBuffer();
    const boxes = async () => {
      const sizes = (selector: string) =>
        page
          .locator(selector)
          .evaluateAll((elements) =>
            elements.map((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height]),
          );
      return { cards: await sizes(BOXES.card), portrait: (await sizes(BOXES.portrait))[0] };
    };
    const before = await boxes();
    const shift = await page.evaluate(
      async (src) => {
        let total = 0;
        new PerformanceObserver((list) =>
          list.getEntries().forEach((entry) => (total += (entry as unknown as { value: number }).value)),
        ).observe({ type: 'layout-shift' });
        const images = [...document.querySelectorAll<HTMLImageElement>('.image picture img')];
        await Promise.all(images.map((image) => ((image.loading = 'eager'), (image.src = src), image.decode())));
        await new Promise(requestAnimationFrame);
        return total;
      },
      `data:image/png;base64,${photo.toString('base64')}`,
    );
    const after = await boxes();
    // Entry animations leave float noise in the thousandths of a pixel.
    const sizes = (boxes: typeof before) => [...boxes.cards, boxes.portrait].flat();
    sizes(after).forEach((size, index) => assert.ok(Math.abs(size - sizes(before)[index]) < 0.01, `box ${index}: ${size}`));
    assert.equal(before.cards.length, cardImages);
    for (const [width, height] of before.cards) assert.ok(Math.abs(width / height - 16 / 9) < 0.01, `card ${width}x${height}`);
    assert.ok(Math.abs(before.portrait[0] - before.portrait[1]) < 0.01, `portrait ${before.portrait.join('x')}`);
    assert.equal(shift, 0);
    assert.deepEqual(problems, []);
  });
});
