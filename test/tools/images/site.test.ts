import assert from 'node:assert/strict';
import { appendFileSync, copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_LANGUAGE } from '../../../src/lib/editions';
import { checkedPages, markdownImages } from '../../../tools/content/sitePages';
import { checkedContent, type SiteContent } from '../../../tools/content/source';
import { contentImages } from '../../../tools/images';
import { IMAGE_FORMATS } from '../../../tools/markdown/images';
import { buildVariant } from '../../support/builds';
import { contentFolder, OWNER_FIXTURE, siteContent, staticDirOf, writeContentModule } from '../../support/content';
import { decodeHtml, dist, entryUrls, pageManifest, readDist } from '../../support/dist';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

/** Both pages of a site carry the same manifest: each picture of the content once, however many places show it, its files all in the site. */
function assertManifest(site: string, content: SiteContent) {
  const read = (file: string) => readFileSync(join(site, file), 'utf8');
  const manifest = pageManifest(read('index.html'));
  assert.deepEqual(pageManifest(read('404.html')), manifest, 'the not-found page links home, where the images are rendered in the browser');
  assert.deepEqual(Object.keys(manifest).sort(), [...new Set(contentImages(content).map((request) => request.src))].sort());
  for (const entry of Object.values(manifest)) {
    for (const url of entryUrls(entry)) {
      assert.match(url, /^\/assets\/images\/[\w-]+-[0-9a-f]{10}\.(avif|webp|jpg|png|svg)$/);
      assert.ok(existsSync(join(site, url)), `${url} is missing from the site`);
    }
  }
}

/** The files under `dir`, by their path in the site (`/images/…`). */
const sitePathsUnder = (root: string, dir: string) =>
  existsSync(join(root, dir))
    ? readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(root.length).split(sep).join('/'))
    : [];

describe('the content images in the built site', () => {
  const html = readDist('index.html');

  test('both pages carry the same manifest, with every image of the content, whose files are all in the site', () => {
    assertManifest(dist, siteContent);
  });

  test('the prerendered markup is what the manifest says: AVIF and WebP sources with the layout sizes, the preview, the fallback', () => {
    const markup = decodeHtml(html);
    for (const [src, entry] of Object.entries(pageManifest(html))) {
      assert.ok(markup.includes(`src="${entry.src}"`), `${src}: its fallback is not in the page`);
      for (const source of entry.sources) {
        assert.ok(
          markup.includes(`<source type="${source.type}" srcSet="${source.srcset}" sizes="${entry.sizes}"/>`),
          `${src}: ${source.type}`,
        );
      }
      // A raster picture has a blurred preview; an SVG, drawn at once, has none.
      if (!src.endsWith('.svg'))
        assert.ok(entry.placeholder && markup.includes(`src="${entry.placeholder}"`), `${src}: no blurred preview`);
    }
  });
});

describe('a fork’s pictures: its projects share one, a case study links to one, the rest are leftovers', async () => {
  // The second owner's content, each project with a picture showing the first one's, a case study
  // linking to a picture of its own; static/images/ keeps the pictures no project shows any more, and
  // one more no content ever named.
  const contentDir = contentFolder();
  cpSync(OWNER_FIXTURE, contentDir, { recursive: true, filter: (source) => !source.startsWith(staticDirOf(OWNER_FIXTURE)) });
  const { projects } = await checkedContent(OWNER_FIXTURE, staticDirOf(OWNER_FIXTURE));
  const shared = projects.find((project) => project.image)!.image;
  writeContentModule(contentDir, 'projects', {
    projects: projects.map((project) => (project.image ? { ...project, image: shared } : project)),
  });
  const [caseStudy] = readdirSync(join(contentDir, 'projects'));
  appendFileSync(join(contentDir, 'projects', caseStudy), '\nA planta, [em tamanho real](/images/plantas/feira.jpg).\n');
  const staticDir = temporaryFolder('static-');
  cpSync(staticDirOf(OWNER_FIXTURE), staticDir, { recursive: true });
  mkdirSync(join(staticDir, 'images', 'plantas'));
  copyFileSync(join(staticDir, shared), join(staticDir, 'images', 'plantas', 'feira.jpg'));
  const dropped = '/images/esquecida.jpg';
  copyFileSync(join(staticDir, shared), join(staticDir, dropped));

  const content = await checkedContent(contentDir, staticDir);
  const site = buildVariant({}, contentDir, staticDir);

  test('the manifest has the shared picture once', () => {
    assert.ok(content.projects.filter((project) => project.image === shared).length > 1);
    assertManifest(site, content);
  });

  test('dist/images/ holds, of static/images/, exactly the pictures the content names that the pipeline does not replace', () => {
    const pages = markdownImages(checkedPages(contentDir, content, [DEFAULT_LANGUAGE], staticDir));
    const replaced = new Set(contentImages(content, pages).map((request) => request.src));
    const written = readdirSync(contentDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
      .join('\n');
    const pictures = sitePathsUnder(staticDir, 'images').filter((path) => IMAGE_FORMATS.test(path));
    const expected = pictures.filter((path) => written.includes(path) && !replaced.has(path));
    assert.ok(expected.length > 0, 'the content names no picture the site publishes as it is');
    assert.deepEqual(
      sitePathsUnder(site, 'images')
        .filter((path) => pictures.includes(path))
        .sort(),
      expected.sort(),
    );
    assert.equal(existsSync(join(site, dropped)), false, `${dropped}, which no content names, was published`);
  });
});
