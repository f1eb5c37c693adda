import assert from 'node:assert/strict';
import { MOBILE_MAX_WIDTH_PX } from '../../../src/lib/media';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { COMPILE_HINT } from '../../../tools/bundling/pageAssets';
import { contentImages } from '../../../tools/images';
import { technologyLogoId } from '../../../src/lib/technologyLogos';
import { NO_SETTINGS_FILE, settingsFreeEnv } from '../../support/builds';
import { ROOT } from '../../../tools/projectPaths';
import { siteCaseStudies, siteContent, siteNotes, siteTranslation } from '../../support/content';
import { assetsOf, decodeHtml, dist, readDist, scriptGraph } from '../../support/dist';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

const { owner, projects } = siteContent;
/** The home page of each edition. */
const editionPages = siteTranslation ? ['index.html', 'en/index.html'] : ['index.html'];
const hasArticles = siteCaseStudies.length > 0 || Object.values(siteNotes).some((notes) => notes.length > 0);
const LAZY_LEAVES = [...(hasArticles ? ['articleReading'] : []), 'campaign', 'contactSending', 'legal', 'searchDialog'];

describe('production build', () => {
  test('prerenders the home page with its content, language, title and theme class', () => {
    const html = readDist('index.html');
    assert.match(html, /<html lang="pt-BR" class="dark">/);
    assert.ok(decodeHtml(html).includes(`<title>${owner.firstName}</title>`));
    assert.match(html, /<div id="root" data-route="\/">.*<a class="skip-link"/s);
    for (const text of [
      owner.name,
      `${owner.initials}.`,
      owner.role,
      'Ver Trabalhos',
      'Principais Tecnologias',
      'Envie uma Mensagem',
      ...projects.map((project) => project.title),
    ]) {
      assert.ok(decodeHtml(html).includes(text), `index.html lacks "${text}"`);
    }
  });

  test('prerenders the not-found page into 404.html', () => {
    const html = readDist('404.html');
    assert.match(html, /<title>Página não encontrada<\/title>/);
    assert.match(html, /data-route="\/404"/);
    for (const text of [
      '404',
      'Página não encontrada',
      'A página que você está procurando não existe ou foi removida.',
      'Voltar para a Home',
    ]) {
      assert.ok(html.includes(text), `404.html lacks "${text}"`);
    }
  });

  test('references one hashed, minified script that imports nothing at start, with its source map; holds its stylesheet, left in no file', () => {
    const { script } = assetsOf(readDist('index.html'));
    assert.match(script, /^\/assets\/main-[A-Z0-9]{8}\.js$/);
    assert.deepEqual(scriptGraph(script).start, [script]);
    assert.ok(existsSync(join(dist, script)), `${script} is missing`);
    assert.ok(existsSync(join(dist, `${script}.map`)), `${script}.map is missing`);
    assert.deepEqual(
      readdirSync(join(dist, 'assets')).filter((file) => /\.css(\.map)?$/.test(file)),
      [],
      'a stylesheet file no page uses',
    );
    const graphs = editionPages.map((page) => scriptGraph(assetsOf(readDist(page)).script));
    const name = (url: string) => url.slice('/assets/'.length).replace(/-[A-Z0-9]{8}\.js$/, '');
    for (const { later } of graphs) {
      // Loaded when needed: the footer's texts, the contact form's sending path with the e-mail client, the
      // search's dialog, for an address with a query the campaign reader, and where the site has articles
      // their reading kit.
      assert.deepEqual(later.map(name).sort(), LAZY_LEAVES);
    }
    const reached = new Set(graphs.flatMap(({ start, later }) => [...start, ...later]));
    const files = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
    assert.deepEqual(
      files.filter((file) => !reached.has(`/assets/${file}`)),
      [],
      'a script no page loads',
    );
    for (const url of reached) {
      const code = readDist(url);
      assert.ok(!code.includes('process.env'), `process.env left in ${url}`);
      assert.ok(!code.includes('EventSource'), `the live-reload client is in ${url}`);
    }
    const entry = readDist(script);
    assert.ok(entry.length / entry.split('\n').length > 1000, 'the script is not minified');
  });

  test('the stylesheet carries the breakpoint of src/lib/media.ts, no custom media left', () => {
    const css = assetsOf(readDist('index.html')).style;
    assert.ok(
      css.includes(`(max-width:${MOBILE_MAX_WIDTH_PX}px)`) || css.includes(`(width<=${MOBILE_MAX_WIDTH_PX}px)`),
      'no mobile breakpoint in the stylesheet',
    );
    assert.doesNotMatch(css, /@media[^{]*\(--/);
  });

  test('holds the first rendering until the last content of the page is parsed, so its layout happens once, before the first paint', () => {
    for (const [file, lastContent] of [
      ['index.html', '</footer>'],
      ['404.html', 'Voltar para a Home'],
    ] as const) {
      const html = readDist(file);
      const head = html.slice(0, html.indexOf('</head>'));
      const expected = head.match(/<link rel="expect" href="#([^"]+)" blocking="render">/)?.[1];
      assert.ok(expected, `${file} has no render-blocking expect link`);
      const target = html.indexOf(`id="${expected}"`);
      assert.ok(target > html.lastIndexOf(lastContent), `${file}: #${expected} comes before the end of the page's content`);
      assert.ok(head.indexOf('rel="expect"') < head.indexOf('<style>'), `${file}: the expect link comes after the stylesheet`);
    }
  });

  test('runs the head bootstrap after the stylesheet, so the body is parsed, and laid out, with its styles', () => {
    for (const file of ['index.html', '404.html']) {
      const head = readDist(file).slice(0, readDist(file).indexOf('</head>'));
      const stylesheet = head.indexOf('<style>');
      const bootstrap = head.indexOf('<script data-app=');
      assert.ok(stylesheet > 0 && bootstrap > stylesheet, `${file}: the inline script comes before the stylesheet`);
    }
  });

  test("asks V8 to compile the page's own scripts while they stream in (explicit compile hint), not the lazy leaf modules", () => {
    for (const page of editionPages) {
      const { start, later } = scriptGraph(assetsOf(readDist(page)).script);
      for (const url of start) assert.ok(readDist(url).startsWith(`${COMPILE_HINT}\n`), `${url} does not start with the compile hint`);
      // The lazy leaves: one function used, if any.
      assert.equal(later.length, LAZY_LEAVES.length);
      for (const url of later) assert.ok(!readDist(url).includes(COMPILE_HINT), `${url} is compiled eagerly`);
    }
  });

  test('every icon and technology logo is a symbol of the page itself, the logos exactly those the content names; none comes from a separate file', () => {
    const technologies = siteContent.mainTechnologies.map(technologyLogoId);
    for (const page of ['index.html', '404.html']) {
      const html = readDist(page);
      const used = [...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]);
      const sprite = html.match(/<svg class="icon-sprite"[^>]*>(.*?)<\/svg>/s)?.[1] ?? '';
      const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
      // Also the symbols of what scripts render later (the 404 page's controls, say).
      assert.ok(
        symbols.some((id) => id.startsWith('icon-')),
        `${page} carries no icon symbols`,
      );
      assert.deepEqual(
        symbols.filter((id) => id.startsWith('tech-')),
        [...new Set(technologies)],
        page,
      );
      for (const id of used) assert.ok(symbols.includes(id), `${page} uses #${id} but has no such symbol`);
      assert.doesNotMatch(html, /<use href="[^"#]/, `${page} refers to an external sprite`);
      if (page === 'index.html') for (const id of technologies) assert.ok(used.includes(id), `index.html does not show ${id}`);
    }
  });

  test('does not copy the images the pipeline replaced', () => {
    const replaced = contentImages(siteContent).map((request) => request.src);
    assert.ok(replaced.length > 0);
    for (const src of replaced) assert.ok(!existsSync(join(dist, src)), `${src} was copied, though no page asks for it`);
  });

  test('fails with a clear message on bad configuration and on broken source', () => {
    const badUrl = spawnSync(process.execPath, ['build.mjs', `--outdir=${temporaryFolder('dist-')}`, NO_SETTINGS_FILE], {
      cwd: ROOT,
      env: settingsFreeEnv({ SITE_URL: 'not a url' }),
      encoding: 'utf8',
    });
    assert.notEqual(badUrl.status, 0);
    assert.match(badUrl.stderr, /SITE_URL must be an absolute http\(s\) URL, got "not a url"/);
  });

  test('warns when SITE_URL or the e-mail ids are unset in a production build', () => {
    const result = spawnSync(process.execPath, ['build.mjs', `--outdir=${temporaryFolder('dist-')}`, NO_SETTINGS_FILE], {
      cwd: ROOT,
      env: settingsFreeEnv(),
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    assert.match(result.stderr, /warning: SITE_URL is not set; canonical, Open Graph and sitemap URLs use http:\/\/localhost:4173/);
    assert.match(result.stderr, /warning: EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_ID, EMAILJS_PUBLIC_KEY are not set .* contact form/);
  });

  test('reads the env file after the environment, without overriding it', () => {
    const folder = temporaryFolder('dist-');
    const envFile = join(folder, 'test.env');
    writeFileSync(envFile, 'SITE_URL=https://from-file.example\nGA_MEASUREMENT_ID=G-FROMFILE\n');
    const result = spawnSync(process.execPath, ['build.mjs', `--outdir=${join(folder, 'out')}`, `--settings-file=${envFile}`], {
      cwd: ROOT,
      env: settingsFreeEnv({ SITE_URL: 'https://from-env.example' }),
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
    const html = readFileSync(join(folder, 'out', 'index.html'), 'utf8');
    assert.match(html, /<link rel="canonical" href="https:\/\/from-env\.example\/">/);
    assert.match(html, /https:\/\/www\.googletagmanager\.com/);
  });
});
