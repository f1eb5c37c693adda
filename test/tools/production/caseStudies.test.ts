// The case studies in the production build: a page per case study in each edition (its HTML for a
// direct visit, its JSON for a move inside the app), with its own head, link preview and JSON-LD,
// listed in the sitemap; the Markdown checked first; and no trace of them for an owner who writes none.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import sharp from 'sharp';
import { sectionsUi as ptSections } from '../../../src/catalogues/sections/pt-BR';
import { ROOT } from '../../../tools/projectPaths';
import { buildVariant, NO_SETTINGS_FILE, settingsFreeEnv } from '../../support/builds';
import {
  contentFolder,
  copyMarkdownPages,
  copyTranslationModules,
  siteCaseStudies,
  siteContent,
  siteTranslation,
  staticDirOf,
} from '../../support/content';
import { demoDist } from '../../support/demo';
import { assetsOf, decodeHtml, dist, readDist } from '../../support/dist';
import { temporaryFolder } from '../../../scripts/temporaryFolder';

const SITE = 'http://localhost:4173';
const meta = (html: string, key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`))?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(([, json]) => JSON.parse(json));
const editions = [
  { root: '', path: (id: string) => `/projetos/${id}` },
  ...(siteTranslation ? [{ root: 'en/', path: (id: string) => `/en/projects/${id}` }] : []),
];

describe('case-study pages', { skip: siteCaseStudies.length === 0 && 'the content has no case study' }, () => {
  for (const { path } of editions) {
    test(`${path('<id>')}: its HTML and its JSON, the same title and markup`, () => {
      for (const id of siteCaseStudies) {
        const html = readDist(`${path(id).slice(1)}.html`);
        const page = JSON.parse(readDist(`${path(id).slice(1)}.json`)) as { title: string; html: string; alternate: string | null };
        const project = siteContent.projects.find((each) => each.id === id)!;
        assert.equal(decodeHtml(html.match(/<title>(.*)<\/title>/)![1]), page.title);
        assert.ok(page.title.endsWith(` | ${project.title}`) || page.title.includes(' | '), page.title);
        assert.match(html, new RegExp(`<div id="root" data-route="${path(id).replace(/^\/en/, '')}">`));
        assert.ok(
          html.includes(`<div id="pagina" class="prerendered" data-path="${path(id).replace(/^\/en/, '')}"`),
          'the markup the app shows',
        );
        assert.ok(html.includes(page.html), 'the page is the JSON markup, as the app will show it after a move');
        assert.match(page.html, /<h1 id="artigo-titulo" class="article__title" tabindex="-1">/);
        assert.equal(page.alternate, siteTranslation ? (path(id).startsWith('/en/') ? `/projetos/${id}` : `/en/projects/${id}`) : null);
      }
    });
  }

  test('the head: description, canonical, alternates with x-default, an article with its own preview and JSON-LD', async () => {
    for (const id of siteCaseStudies) {
      const html = readDist(`projetos/${id}.html`);
      const project = siteContent.projects.find((each) => each.id === id)!;
      assert.ok(decodeHtml(meta(html, 'description')!).endsWith(project.description));
      assert.match(html, new RegExp(`<link rel="canonical" href="${SITE}/projetos/${id}">`));
      const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
        lang,
        href,
      ]);
      assert.deepEqual(
        alternates,
        siteTranslation
          ? [
              ['pt-BR', `${SITE}/projetos/${id}`],
              ['en', `${SITE}/en/projects/${id}`],
              ['x-default', `${SITE}/projetos/${id}`],
            ]
          : [],
      );
      assert.equal(meta(html, 'og:type'), 'article');
      const image = meta(html, 'og:image')!;
      assert.equal(image, `${SITE}/images/og/projetos/${id}.png`);
      const png = await sharp(join(dist, new URL(image).pathname)).metadata();
      assert.deepEqual([png.format, png.width, png.height], ['png', 1200, 630]);
      assert.ok(decodeHtml(meta(html, 'og:image:alt')!).startsWith(project.title));
      assert.equal(meta(html, 'twitter:image:alt'), meta(html, 'og:image:alt'));
      const [work, breadcrumb] = jsonLd(html);
      assert.equal(work['@type'], 'CreativeWork');
      assert.equal(work.name, project.title);
      assert.equal(work.author['@type'], 'Person');
      assert.equal(work.author.name, siteContent.owner.name);
      assert.equal(work.about.codeRepository, project.githubUrl);
      assert.equal(breadcrumb['@type'], 'BreadcrumbList');
      assert.deepEqual(
        breadcrumb.itemListElement.map((item: { position: number; item: string }) => [item.position, item.item]),
        [
          [1, `${SITE}/`],
          [2, `${SITE}/#meus-projetos`],
          [3, `${SITE}/projetos/${id}`],
        ],
      );
    }
  });

  test("the home page's cards lead to the case studies: the title and a link, only for projects that have one", () => {
    const home = readDist('index.html');
    for (const project of siteContent.projects) {
      const links = [...home.matchAll(new RegExp(`<a [^>]*href="/projetos/${project.id}"[^>]*>`, 'g'))];
      assert.equal(links.length, siteCaseStudies.includes(project.id) ? 2 : 0, project.id);
    }
    assert.equal([...home.matchAll(new RegExp(ptSections.projects.caseStudy, 'g'))].length, siteCaseStudies.length);
  });
});

describe('the Markdown is checked before anything is written', () => {
  test('each problem fails the build with its file and line, all at once', () => {
    const dir = contentFolder();
    copyMarkdownPages(dir, { english: false });
    const [first] = siteCaseStudies.length > 0 ? siteCaseStudies : [siteContent.projects[0].id];
    const text = [
      '---',
      'role: Dev',
      'period: mar 2023 - out 2024',
      'team: 2',
      'outcome: rápido',
      '---',
      '',
      '# Um h1',
      '',
      '![](/images/projects/nada.png)',
      '',
      '[perigo](javascript:alert(1)) e [sumiu](/projetos/nao-existe) e <b>html</b>',
      '',
      '## Seção',
      '',
      '#### Pulo',
    ].join('\n');
    mkdirSync(join(dir, 'projects'), { recursive: true });
    writeFileSync(join(dir, 'projects', `${first}.md`), text);
    writeFileSync(join(dir, 'projects', 'sem-projeto.md'), '---\nrole: x\n---\n');
    const outdir = join(temporaryFolder('dist-'), 'dist');
    const pictures = staticDirOf(dir);
    const args = ['build.mjs', `--outdir=${outdir}`, NO_SETTINGS_FILE, `--content=${dir}`, `--static-dir=${pictures}`];
    const result = spawnSync(process.execPath, args, {
      cwd: ROOT,
      env: settingsFreeEnv(),
      encoding: 'utf8',
    });
    assert.notEqual(result.status, 0);
    const file = `${dir}/projects/${first}.md`;
    const lines = result.stderr.split('\n');
    for (const expected of [
      `${file}:8: o título da página já é o h1: comece as seções com ##`,
      `${file}:10: imagem sem texto alternativo: escreva ![o que ela mostra](caminho) (recebido "/images/projects/nada.png")`,
      `${file}:10: arquivo não encontrado: static/images/projects/nada.png`,
      `${file}:12: o site não tem a página /projetos/nao-existe (recebido "/projetos/nao-existe")`,
      `${file}:12: HTML não é aceito: escreva em Markdown (recebido "<b>")`,
      `${file}:16: nível de título pulado: de ## para ####`,
    ]) {
      assert.ok(lines.includes(expected), `missing: ${expected}\n${result.stderr}`);
    }
    assert.ok(
      lines.some((line) => line.startsWith(`${file}:12: endereço não permitido`)),
      result.stderr,
    );
    assert.ok(
      lines.some((line) => line.startsWith(`${dir}/projects/sem-projeto.md:1: o nome do arquivo deve ser o id de um projeto`)),
      result.stderr,
    );
    assert.match(result.stderr, /build failed: \d+ problems in the content:/);
    assert.equal(existsSync(outdir), false);
  });
});

describe('an owner who writes no page in Markdown', () => {
  // The same content, its translation included, without its Markdown (a content folder has only its own): no case study, no note.
  const folder = contentFolder();
  copyTranslationModules(folder);
  const without = buildVariant({}, folder);

  test('gets the site as it was: no page, no route, no link, no sitemap entry, no preview', () => {
    assert.equal(existsSync(join(without, 'projetos')), false);
    assert.equal(existsSync(join(without, 'en', 'projects')), false);
    assert.equal(existsSync(join(without, 'images', 'og')), false);
    const home = readFileSync(join(without, 'index.html'), 'utf8');
    assert.doesNotMatch(home, /href="\/projetos\//);
    assert.ok(!home.includes(ptSections.projects.caseStudy));
    assert.doesNotMatch(readFileSync(join(without, 'sitemap.xml'), 'utf8'), /projetos/);
    // Its script has no route to a page from Markdown, and none of the code that shows one.
    const script = readFileSync(join(without, assetsOf(home).script), 'utf8');
    // The demo's build has case studies and notes (the owner's may have none).
    const demo = demoDist();
    const withCaseStudies = readFileSync(join(demo, assetsOf(readFileSync(join(demo, 'index.html'), 'utf8')).script), 'utf8');
    // The page's container and its file's address: there with case studies, absent without.
    const traces = ['"pagina"', '.json`'];
    assert.deepEqual(
      traces.filter((trace) => withCaseStudies.includes(trace)),
      traces,
      'what is looked for below is there with case studies',
    );
    assert.deepEqual(
      traces.filter((trace) => script.includes(trace)),
      [],
      "the case studies' code is in the script",
    );
    assert.deepEqual(
      readdirSync(without).sort(),
      readdirSync(dist)
        // The pages from Markdown: the case studies' folder, the notes' list and folder.
        .filter((name) => !['projetos', 'notas', 'notas.json'].includes(name))
        .sort(),
    );
  });
});
