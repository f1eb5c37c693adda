import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { ImageError, processImages, type ProcessImagesOptions } from '../../../tools/images';
import { LOGO_SVG, opaquePng, photoJpeg, siteWith, transparentPng } from './fixtures';

const fast = { avif: { quality: 50, effort: 0 }, webp: { quality: 75, effort: 0 } };
const fileOf = (outDir: string, url: string) => join(outDir, url);
const urls = (srcset: string) => srcset.split(', ').map((candidate) => candidate.split(' ')[0]);
const widthsOf = (srcset: string) => srcset.split(', ').map((candidate) => Number(candidate.split(' ')[1].slice(0, -1)));

describe('image pipeline', async () => {
  const photo = await photoJpeg(1600, 1000);

  test('a photo becomes AVIF, WebP and JPEG at each width, cropped to the ratio, hashed, with a tiny preview', async () => {
    const site = siteWith({ '/images/projects/photo.jpg': photo });
    const { manifest, report } = await processImages({
      ...site,
      settings: fast,
      sources: [{ src: '/images/projects/photo.jpg', widths: [360, 720, 1280], aspectRatio: 16 / 9 }],
    });
    const entry = manifest['/images/projects/photo.jpg'];
    assert.deepEqual(
      entry.sources.map((source) => source.type),
      ['image/avif', 'image/webp'],
    );
    assert.deepEqual([entry.width, entry.height], [1280, 720]);
    for (const [srcset, format] of [
      [entry.sources[0].srcset, 'heif'],
      [entry.sources[1].srcset, 'webp'],
      [entry.srcset, 'jpeg'],
    ] as const) {
      assert.deepEqual(widthsOf(srcset), [360, 720, 1280]);
      for (const [index, url] of urls(srcset).entries()) {
        assert.match(url, /^\/assets\/images\/photo-\d+-[0-9a-f]{10}\.(avif|webp|jpg)$/);
        const metadata = await sharp(readFileSync(fileOf(site.outDir, url))).metadata();
        assert.equal(metadata.format, format, url);
        assert.deepEqual([metadata.width, metadata.height], [[360, 720, 1280][index], [203, 405, 720][index]], url);
      }
    }
    assert.equal(entry.src, urls(entry.srcset).at(-1));
    assert.match(entry.placeholder, /^data:image\/webp;base64,/);
    assert.ok(entry.placeholder.length < 600, `placeholder of ${entry.placeholder.length} characters`);
    const bytes = (format: string) =>
      report.images[0].variants.filter((variant) => variant.format === format).map((variant) => variant.bytes);
    for (const format of ['avif', 'webp', 'jpeg'])
      assert.deepEqual(
        bytes(format),
        bytes(format).toSorted((a, b) => a - b),
        `${format} grows with width`,
      );
    bytes('avif').forEach((avif, index) => assert.ok(avif < bytes('jpeg')[index], 'AVIF is smaller than the JPEG'));
    assert.ok(report.encoded === 9 && !report.images[0].cached);
  });

  test('never upscales: a narrow source gets the widths it can fill and its own; an opaque PNG falls back to JPEG', async () => {
    const site = siteWith({ '/images/shot.png': await opaquePng(500, 500) });
    const { manifest } = await processImages({
      ...site,
      settings: fast,
      sources: [{ src: '/images/shot.png', widths: [280, 420, 560, 840], aspectRatio: 1 }],
    });
    const entry = manifest['/images/shot.png'];
    assert.deepEqual(widthsOf(entry.sources[0].srcset), [280, 420, 500]);
    assert.match(entry.src, /\.jpg$/);
    assert.deepEqual([entry.width, entry.height], [500, 500]);
  });

  test('transparency is kept: PNG fallback, alpha in AVIF and WebP, no preview behind it', async () => {
    const site = siteWith({ '/images/logo.png': await transparentPng(600) });
    const { manifest } = await processImages({ ...site, settings: fast, sources: [{ src: '/images/logo.png', widths: [300, 600] }] });
    const entry = manifest['/images/logo.png'];
    assert.match(entry.src, /\.png$/);
    assert.equal(entry.placeholder, '');
    for (const url of [entry.src, ...entry.sources.flatMap((source) => urls(source.srcset))]) {
      const { hasAlpha } = await sharp(readFileSync(fileOf(site.outDir, url))).metadata();
      assert.ok(hasAlpha, `${url} lost its transparency`);
    }
  });

  test('an SVG passes through, minified (text untouched) and hashed, with the size of its viewBox', async () => {
    const site = siteWith({ '/images/logo.svg': LOGO_SVG });
    const { manifest } = await processImages({ ...site, sources: [{ src: '/images/logo.svg', widths: [360], aspectRatio: 1 }] });
    const entry = manifest['/images/logo.svg'];
    assert.match(entry.src, /^\/assets\/images\/logo-[0-9a-f]{10}\.svg$/);
    assert.deepEqual([entry.width, entry.height, entry.sources, entry.srcset, entry.placeholder], [240, 120, [], '', '']);
    const svg = readFileSync(fileOf(site.outDir, entry.src), 'utf8');
    assert.equal(
      svg,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120"><rect width="240" height="120" fill="#0f172a"/><text x="20" y="70" fill="#fff">Olá,   mundo</text></svg>',
    );
  });

  test('a rebuild with unchanged images encodes nothing and gives the same manifest and files', async () => {
    const site = siteWith({ '/images/a.jpg': photo, '/images/b.svg': LOGO_SVG });
    const options: ProcessImagesOptions = {
      ...site,
      settings: fast,
      sources: [
        { src: '/images/a.jpg', widths: [360, 720] },
        { src: '/images/b.svg', widths: [360] },
      ],
    };
    const first = await processImages(options);
    assert.equal(first.report.encoded, 7);
    const second = await processImages({ ...options, outDir: join(site.root, 'dist-again') });
    assert.equal(second.report.encoded, 0);
    assert.deepEqual(
      second.report.images.map((row) => row.cached),
      [true, true],
    );
    assert.deepEqual(second.manifest, first.manifest);
    for (const url of urls(second.manifest['/images/a.jpg'].srcset)) {
      assert.deepEqual(readFileSync(join(site.root, 'dist-again', url)), readFileSync(fileOf(site.outDir, url)));
    }
  });

  test('changed pixels or settings encode again under new names', async () => {
    const site = siteWith({ '/images/a.jpg': photo });
    const options: ProcessImagesOptions = { ...site, settings: fast, sources: [{ src: '/images/a.jpg', widths: [360] }] };
    const before = (await processImages(options)).manifest['/images/a.jpg'];
    writeFileSync(join(site.staticDir, 'images/a.jpg'), await photoJpeg(1600, 1000, 2));
    const changed = await processImages(options);
    assert.equal(changed.report.encoded, 3);
    const after = changed.manifest['/images/a.jpg'];
    for (const [old, now] of [
      [before.src, after.src],
      [before.sources[0].srcset, after.sources[0].srcset],
    ])
      assert.notEqual(now, old);
    const requality = await processImages({ ...options, settings: { ...fast, avif: { quality: 30, effort: 0 } } });
    assert.equal(requality.report.encoded, 3);
    assert.notEqual(requality.manifest['/images/a.jpg'].sources[0].srcset, after.sources[0].srcset);
    assert.ok(existsSync(fileOf(site.outDir, after.src)));
  });
});

describe('bad images get a clear message', () => {
  const cases: [string, Record<string, string>, string, RegExp][] = [
    [
      'a missing file',
      {},
      '/images/nada.jpg',
      /\/images\/nada\.jpg is referenced by the content but .*static\/images\/nada\.jpg does not exist/,
    ],
    [
      'an unsupported format',
      { '/images/anim.gif': 'GIF89a' },
      '/images/anim.gif',
      /\/images\/anim\.gif: unsupported format; use JPEG, PNG, WebP, AVIF or SVG/,
    ],
    [
      'a file that is no image',
      { '/images/broken.jpg': 'not a jpeg' },
      '/images/broken.jpg',
      /\/images\/broken\.jpg could not be read as an image: /,
    ],
    ['a path outside static/', {}, '/../secret.jpg', /\/\.\.\/secret\.jpg: image paths start with \/ and point under static\//],
  ];
  for (const [name, files, src, message] of cases) {
    test(name, async () => {
      await assert.rejects(
        processImages({ ...siteWith(files), sources: [{ src, widths: [360] }] }),
        (error) => error instanceof ImageError && message.test(error.message),
      );
    });
  }

  test('one file in two shapes: named by the places that show it, with what to do', async () => {
    const sources = [
      { src: '/images/p.jpg', widths: [360], aspectRatio: 16 / 9, place: 'projects.yaml: projects[2].image' },
      { src: '/images/p.jpg', widths: [280], aspectRatio: 1, place: 'owner.yaml: owner.photo' },
    ];
    await assert.rejects(processImages({ ...siteWith({ '/images/p.jpg': 'x' }), sources }), {
      message:
        '/images/p.jpg aparece em dois formatos: projects.yaml: projects[2].image (recortado em 16:9) e owner.yaml: owner.photo (quadrado); ' +
        'um arquivo tem um formato só: num dos lugares, use uma cópia do arquivo com outro nome',
    });
  });
});
