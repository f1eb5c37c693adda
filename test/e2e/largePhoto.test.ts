import assert from 'node:assert/strict';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { IMAGE_LAYOUTS } from '../../src/lib/imageLayouts';
import { photoJpeg } from '../tools/images/fixtures';
import { buildInto, siteFolder } from '../support/builds';
import { imagesLoaded, openPage, settled } from '../support/pages';
import { useSite } from '../support/servedSite';
import { contentFolder, siteContent, staticDirOf, TESTED_CONTENT_DIR } from '../support/content';
import { temporaryFolder } from '../../scripts/temporaryFolder';

// The case: an owner drops a 3000x2000 JPEG (megabytes) in as a project image and as the
// profile photo. A phone 390 px wide at device pixel ratio 2 must download at most this much of each
// (1 KB = 1000 bytes), in a modern format, with nothing moving on the page.
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const BUDGET = { card: 80_000, portrait: 60_000 };
// The owner's content, its first project's picture and its photo being that JPEG, whatever the owner has.
const PHOTO = { project: '/images/grande/projeto.jpg', portrait: '/images/grande/retrato.jpg' };
const [project, ...others] = siteContent.projects.map((each, index) => (index === 0 ? { ...each, image: PHOTO.project } : each));
const owner = { ...siteContent.owner, photo: PHOTO.portrait };

/** Bytes and type of each image file the page received, by URL (each resolves once its body is in). */
function receivedImages(page: Page): Map<string, Promise<{ bytes: number; type: string }>> {
  const received = new Map<string, Promise<{ bytes: number; type: string }>>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.startsWith('image/'))
      received.set(
        response.url(),
        response.body().then((body) => ({ bytes: body.length, type })),
      );
  });
  return received;
}

/** Scrolls the image into view, waits for its file, and returns the file's address and its box's size. */
async function shown(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  return image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const box = element.parentElement!.parentElement!.getBoundingClientRect();
    return { src: element.currentSrc, width: box.width, height: box.height };
  });
}

describe('a 3000x2000 photo as a project image and as the profile photo, on a phone', () => {
  const site = useSite(async () => {
    const photo = await photoJpeg(3000, 2000);
    assert.ok(photo.length > 1_000_000, `the test photo has only ${photo.length} B`);
    // The content's pictures with the two photos added, built without touching static/.
    const staticDir = join(temporaryFolder('static-large-photo-'), 'static');
    cpSync(staticDirOf(TESTED_CONTENT_DIR), staticDir, { recursive: true });
    mkdirSync(join(staticDir, 'images/grande'), { recursive: true });
    for (const src of Object.values(PHOTO)) writeFileSync(join(staticDir, src), photo);
    // Portuguese only: the English edition plays no part here, and its twins would have to copy these pictures.
    const content = contentFolder({ projects: { projects: [project, ...others] }, owner: { owner } });
    return buildInto(siteFolder('large-photo'), {}, [`--content=${content}`, `--static-dir=${staticDir}`]);
  });

  test(`the card and portrait get AVIF or WebP within ${BUDGET.card} B and ${BUDGET.portrait} B, boxes keep their ratio, no layout shift`, async () => {
    const { page, problems } = await openPage(site.browser, PHONE);
    // The observer stays reachable: the entries it has not delivered yet are read at the end.
    await page.addInitScript(() => {
      const watched = window as unknown as { shifts: PerformanceEntry[]; shiftObserver: PerformanceObserver };
      watched.shifts = [];
      watched.shiftObserver = new PerformanceObserver((list) => void watched.shifts.push(...list.getEntries()));
      watched.shiftObserver.observe({ type: 'layout-shift', buffered: true });
    });
    const received = receivedImages(page);
    await page.goto(`${site.url}/`);
    const card = page.locator('.project-card', { has: page.getByRole('heading', { name: project.title, exact: true }) });
    const boxes = {
      card: await shown(card.locator('picture img')),
      portrait: await shown(page.locator('.about__photo picture img')),
    };
    await settled(page);
    // Every image of the page in, then two frames: each has been laid out and painted, its shift reported.
    await imagesLoaded(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const shifts = await page.evaluate(() => {
      const { shifts, shiftObserver } = window as unknown as { shifts: PerformanceEntry[]; shiftObserver: PerformanceObserver };
      const entries = [...shifts, ...shiftObserver.takeRecords()] as unknown as { value: number; hadRecentInput: boolean }[];
      return entries.filter((entry) => !entry.hadRecentInput).map((entry) => entry.value);
    });
    for (const [layout, box] of Object.entries(boxes) as [keyof typeof BUDGET, (typeof boxes)['card']][]) {
      const file = await received.get(box.src);
      assert.ok(file, `${layout}: ${box.src} was not received`);
      console.log(`  ${layout}: ${new URL(box.src).pathname} ${file.type} ${file.bytes} B (box ${box.width}x${box.height} CSS px)`);
      assert.match(file.type, /^image\/(avif|webp)$/, layout);
      assert.ok(file.bytes <= BUDGET[layout], `${layout}: ${file.bytes} B is over ${BUDGET[layout]} B`);
      assert.ok(Math.abs(box.width / box.height - IMAGE_LAYOUTS[layout].aspectRatio!) < 0.01, `${layout}: box ${box.width}x${box.height}`);
    }
    // The 3:2 source, cropped to the card's 16:9 and the portrait's square, never reaches the page as is.
    assert.ok(![...received.keys()].some((url) => url.endsWith('.jpg')), [...received.keys()].join(' '));
    assert.deepEqual(shifts, []);
    assert.deepEqual(problems, []);
  });
});
