import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';
import { formatProblems, validateContent, type ContentModules } from '../../../tools/content/validate';
import { ROOT } from '../../../tools/projectPaths';
import { editable, loadContent, OWNER_FIXTURE, OWNER_FIXTURE_STATIC, SITE_CONTENT } from '../../support/content';

type Loaded = Awaited<ReturnType<typeof loadContent>>;
type Editable = ReturnType<typeof editable>;
let fixture: Loaded;
before(async () => {
  fixture = await loadContent(OWNER_FIXTURE);
});

/** The problem lines of the owner fixture after one edit, named as src/content/ files. */
function linesAfter(edit: (content: Editable) => void): string[] {
  const content = editable(fixture.content);
  edit(content);
  const problems = validateContent(content as ContentModules, {
    root: ROOT,
    staticDir: OWNER_FIXTURE_STATIC,
    collections: fixture.collections,
  });
  return formatProblems(problems).split('\n').filter(Boolean);
}

describe('content validation: valid content', () => {
  test('the site content has no problem', async () => {
    const site = await loadContent(SITE_CONTENT);
    assert.deepEqual(formatProblems(validateContent(site.content, { root: ROOT, collections: site.collections })), '');
  });

  test('the second owner fixture has no problem, and its files are its own', () => {
    assert.deepEqual(validateContent(fixture.content, { ...fixture, root: ROOT, staticDir: OWNER_FIXTURE_STATIC }), []);
    assert.equal(fixture.files.owner, 'test/fixtures/owners/julia/owner.yaml');
  });
});

describe('content validation: the typos an owner makes', () => {
  test('a skill at 150 %', () => {
    const lines = linesAfter((content) => void (content.skills.skills[2].percentage = 150));
    assert.deepEqual(lines, ['src/content/skills.yaml: skills[2].percentage: deve ser de 0 a 100 (recebido 150)']);
  });

  test('a privacy paragraph that names an analytics provider: the build writes that paragraph itself', () => {
    const lines = linesAfter((content) => void (content.legal.privacyText.paragraphs[0] = 'Uso o Google Analytics com cookies _ga.'));
    assert.deepEqual(lines, [
      'src/content/legal.yaml: privacyText.paragraphs[0]: não cite o serviço de medição de visitas: o build escreve o parágrafo do que ele usa (docs/analytics.md) (recebido "Uso o Google Analytics com cookies _ga.")',
    ]);
  });

  test('a missing image file', () => {
    const lines = linesAfter((content) => void (content.projects.projects[0].image = '/images/projects/nao-existe.png'));
    assert.deepEqual(lines, [
      `src/content/projects.yaml: projects[0].image: arquivo não encontrado: ${OWNER_FIXTURE_STATIC}/images/projects/nao-existe.png (recebido "/images/projects/nao-existe.png")`,
    ]);
  });

  test('two projects with the same id', () => {
    const lines = linesAfter((content) => void (content.projects.projects[3].id = content.projects.projects[1].id));
    const id = fixture.content.projects as { projects: { id: string }[] };
    assert.deepEqual(lines, [
      `src/content/projects.yaml: projects[3].id: id repetido: já usado em projects[1] (recebido "${id.projects[1].id}")`,
    ]);
  });

  test('an empty title, blank or not', () => {
    assert.deepEqual(
      linesAfter((content) => void (content.projects.projects[1].title = '')),
      ['src/content/projects.yaml: projects[1].title: não pode ficar vazio (recebido "")'],
    );
    assert.deepEqual(
      linesAfter((content) => void (content.experiences.experiences[0].title = '   ')),
      ['src/content/experiences.yaml: experiences[0].title: não pode ficar vazio (recebido "   ")'],
    );
  });

  test('a githubUrl without https://', () => {
    const lines = linesAfter((content) => void (content.projects.projects[2].githubUrl = 'github.com/alguem/projeto'));
    assert.deepEqual(lines, [
      'src/content/projects.yaml: projects[2].githubUrl: deve ser um endereço completo começando com https:// (ex.: https://github.com/seu-usuario) (recebido "github.com/alguem/projeto")',
    ]);
  });

  test('the CV-only fields are optional, and checked when given', () => {
    assert.deepEqual(
      linesAfter(() => {}),
      [],
    );
    const lines = linesAfter((content) => {
      content.owner.owner.headline = ' ';
      content.owner.owner.spokenLanguages = [{ language: 'Inglês' }];
      content.owner.owner.education = [{ institution: 'Escola', studyType: 'Curso', area: 'Web', period: '2020 - 2021' }];
    });
    assert.deepEqual(
      lines.map((line) => line.replace(/ \(recebido .*\)$/, '')),
      [
        'src/content/owner.yaml: owner.headline: não pode ficar vazio',
        'src/content/owner.yaml: owner.spokenLanguages[0].fluency: Entrada inválida: esperava um texto, recebeu um valor "undefined"',
        'src/content/owner.yaml: owner.education[0].period: use o formato "mmm aaaa - mmm aaaa" ou "mmm aaaa - atual" (ex.: mar 2023 - out 2024)',
      ],
    );
  });

  test("the site's time zone is optional, and an IANA name Intl knows when given", () => {
    for (const timeZone of ['America/Manaus', 'Europe/Lisbon', 'UTC']) {
      assert.deepEqual(
        linesAfter((content) => void (content.owner.owner.timeZone = timeZone)),
        [],
        timeZone,
      );
    }
    const message = 'fuso horário desconhecido: use um nome IANA, como America/Sao_Paulo ou Europe/Lisbon';
    for (const timeZone of ['America/Sao Paulo', 'Brasília', '-03:00']) {
      assert.deepEqual(
        linesAfter((content) => void (content.owner.owner.timeZone = timeZone)),
        [`src/content/owner.yaml: owner.timeZone: ${message} (recebido ${JSON.stringify(timeZone)})`],
      );
    }
  });

  test('every problem of every file at once, in one line each', () => {
    const lines = linesAfter((content) => {
      content.skills.skills[0].percentage = -5;
      content.skills.skills[1].id = content.skills.skills[0].id;
      content.owner.owner.email = 'ola@';
      content.texts.heroIntro = 42;
    });
    assert.equal(lines.length, 4, lines.join('\n'));
    for (const line of lines) assert.match(line, /^src\/content\/\w+\.yaml: [\w.[\]]+: .+ \(recebido .+\)$/);
  });
});

describe('content validation: a file that holds the wrong shape', () => {
  // The cross-field rules (unique ids, WhatsApp's three fields, a demo unless in progress) run even where
  // a field failed, so they must take anything a file can hold without throwing.
  test('a key missing or misspelt, a list where an object goes, and the reverse: problems, never a crash', () => {
    const lines = linesAfter((content) => {
      content.skills = { skill: content.skills.skills };
      content.owner.owner = ['Ana'];
      content.projects.projects = { first: content.projects.projects[0] };
      content.experiences.experiences = [null, 'x'];
    });
    const misspelt = lines.filter((line) => line.includes('"skill"'));
    assert.deepEqual(misspelt.length, 1, lines.join('\n'));
    assert.deepEqual(
      lines.filter((line) => !misspelt.includes(line)).map((line) => line.slice(0, line.indexOf(': Entrada inválida: esperava um'))),
      // In the collections' order: their files' (src/collections/).
      [
        'src/content/experiences.yaml: experiences[0]',
        'src/content/experiences.yaml: experiences[1]',
        'src/content/owner.yaml: owner',
        'src/content/projects.yaml: projects',
        'src/content/skills.yaml: skills',
      ],
    );
  });
});

describe('content validation: a misspelt key', () => {
  test('a key no schema knows is a problem, at its own line', async () => {
    const { readDataFile } = await import('../../../tools/content/dataFiles');
    const folder = mkdtempSync(join(tmpdir(), 'misspelt-'));
    const file = join(folder, 'owner.yaml');
    const lines = readFileSync(join(OWNER_FIXTURE, 'owner.yaml'), 'utf8').split('\n');
    const email = lines.findIndex((line) => /^ {2}email:/.test(line));
    lines[email] = lines[email].replace('email:', 'emial:');
    writeFileSync(file, lines.join('\n'));
    const read = readDataFile(file);
    const content = editable(fixture.content);
    content.owner = read.data as Editable['owner'];
    const problems = validateContent(content as ContentModules, {
      root: ROOT,
      staticDir: OWNER_FIXTURE_STATIC,
      collections: fixture.collections,
      lineOf: (module, path) => (module === 'owner' ? read.lineOf(path) : undefined),
    });
    const misspelt = problems.find((problem) => problem.message.includes('"emial"'));
    assert.ok(misspelt, formatProblems(problems));
    assert.equal(misspelt.line, email + 1);
    assert.ok(
      problems.some((problem) => problem.path === 'owner.email'),
      'the field it stood for is missing, and said so',
    );
  });
});
