// `npm start` on a fresh clone: the address and the page at once, the CV rendered when asked for, the
// images encoded in the background with a progress line, a bad image reported without stopping
// anything, and the page reloaded with the encoded images once they are ready. One source image is a
// named pipe, so the encoding cannot finish before the test writes it: what is served "before" is
// certain, not a race.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import sharp from 'sharp';
import { checkedContent } from '../../../tools/content/source';
import { contentImages } from '../../../tools/images';
import { RELOAD_PATH } from '../../../tools/devServer/reloadEvents';
import { cvPaths } from '../../../src/lib/cv';
import { BuildServer } from '../../support/buildServer';
import { OWNER_FIXTURE, staticDirOf } from '../../support/content';
import { pageManifest } from '../../support/dist';
import { projectCopy } from '../../support/projectCopy';

const COPY = projectCopy();
const startDevServer = () => new BuildServer(['--watch', '--settings-file=.env.example', `--content=${OWNER_FIXTURE}`], {}, COPY).started();

/** Reads the reload stream until a `change` event arrives. */
async function nextChange(base: string): Promise<{ received: Promise<void>; stop: () => Promise<void> }> {
  const events = await fetch(`${base}${RELOAD_PATH}`, { headers: { Accept: 'text/event-stream' } });
  const reader = events.body!.getReader();
  const received = (async () => {
    let text = '';
    while (!text.includes('event: change')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the reload stream ended without a change');
      text += new TextDecoder().decode(value);
    }
  })();
  return { received, stop: () => reader.cancel() };
}

describe('npm start on a fresh clone (empty image cache)', { timeout: 120_000 }, async () => {
  const sources = contentImages(await checkedContent(OWNER_FIXTURE, staticDirOf(OWNER_FIXTURE))).map((request) => request.src);
  const [broken, ...good] = sources;
  const held = good.pop()!;
  const tiny = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a7' } })
    .jpeg()
    .toBuffer();
  rmSync(join(COPY, 'static', 'images'), { recursive: true });
  for (const src of sources) mkdirSync(join(COPY, 'static', ...src.split('/').slice(0, -1)), { recursive: true });
  writeFileSync(join(COPY, 'static', broken), 'not an image');
  for (const src of good) writeFileSync(join(COPY, 'static', src), tiny);
  execFileSync('mkfifo', [join(COPY, 'static', held)]);

  const servers: BuildServer[] = [];
  after(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  test('answers with the page at once, shows the progress, and reloads with the encoded images', async () => {
    const server = await startDevServer();
    servers.push(server);
    await server.waitFor((output) => output.includes(`imagens: ${sources.length - 1}/${sources.length}`), 'the progress line');
    // The held image is not encoded yet: the page is served all the same, with the plain files.
    const early = await fetch(`${server.base}/`);
    assert.equal(early.status, 200);
    const earlyHtml = await early.text();
    assert.match(earlyHtml, /<script type="module" src="\/assets\/main\.js">/);
    assert.deepEqual(pageManifest(earlyHtml), {});
    assert.doesNotMatch(server.output, /prontas/);
    assert.equal((await fetch(`${server.base}${good[0]}`)).status, 200, 'the original file stands in');
    // The bad image is named, and the others went on.
    assert.match(server.output, new RegExp(`imagens: ${broken} could not be read as an image`));
    // The CV is rendered at its first request, not before the page: the cache has no PDF yet.
    assert.equal(existsSync(join(COPY, '.cache', 'cv')), false, 'a CV was rendered before anyone asked for it');
    const cv = await fetch(`${server.base}${cvPaths('pt-BR').pdf}`);
    assert.equal(cv.status, 200);
    assert.equal(cv.headers.get('content-type'), 'application/pdf');
    assert.equal(
      Buffer.from(await cv.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );

    const change = await nextChange(server.base);
    writeFileSync(join(COPY, 'static', held), tiny);
    await server.waitFor((output) => output.includes(`imagens: ${sources.length}/${sources.length} prontas`), 'the images ready');
    await change.received;
    await change.stop();
    const manifest = pageManifest(await (await fetch(`${server.base}/`)).text());
    assert.deepEqual(Object.keys(manifest).sort(), [...good, held].sort());
    for (const entry of Object.values(manifest)) {
      const avif = entry.sources.find((source) => source.type === 'image/avif')!.srcset.split(' ')[0];
      const file = await fetch(`${server.base}${avif}`);
      assert.equal(file.status, 200, avif);
      assert.equal(file.headers.get('content-type'), 'image/avif');
    }
    // A pipe is read once: a regular file in its place for the next start.
    await server.stop();
    rmSync(join(COPY, 'static', held));
    writeFileSync(join(COPY, 'static', held), tiny);
  });

  test('a later start takes the images from the cache', async () => {
    const server = await startDevServer();
    servers.push(server);
    await server.waitFor((output) => output.includes(`imagens: ${sources.length}/${sources.length} prontas`), 'the images ready');
    assert.doesNotMatch(server.output, /files encoded/);
  });
});
