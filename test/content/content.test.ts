import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { checkedContent } from '../../tools/content/source';
import { formatProblems, validateContent } from '../../tools/content/validate';
import { ROOT } from '../../tools/projectPaths';
import { loadContent, OWNER_FIXTURE, OWNER_FIXTURE_STATIC, SITE_CONTENT } from '../support/content';
import { demoContent } from '../support/demo';
import { textFilesOf, tracesIn } from '../support/traces';

// Owner data is checked through the content schema (test/tools/content/ tests its rules), never by its values;
// what the specification fixes is checked on the demo fixture (test/support/demo.ts).
describe('content', () => {
  test('src/content/ passes the content schema', async () => {
    const { content, problems, lineOf, collections } = await loadContent(SITE_CONTENT);
    assert.equal(formatProblems([...problems, ...validateContent(content, { root: ROOT, lineOf, collections })]), '');
  });

  test('the second owner fixture passes the content schema, with pictures of its own', async () => {
    const { content, files, collections } = await loadContent(OWNER_FIXTURE);
    assert.equal(formatProblems(validateContent(content, { root: ROOT, files, collections, staticDir: OWNER_FIXTURE_STATIC })), '');
  });

  test('the second owner fixture holds every content module: nothing of src/content/ reaches its site', async () => {
    const { files, collections } = await loadContent(OWNER_FIXTURE);
    assert.deepEqual(
      collections.map(({ file }) => file).filter((name) => !files[name].startsWith('test/')),
      [],
    );
  });

  test('the second owner: unlike the demo in every identity field, 4 projects, 12 skills, 1 experience, no WhatsApp', async () => {
    const { owner, projects, skills, experiences } = await import('../support/secondOwner');
    assert.deepEqual([projects.length, skills.length, experiences.length], [4, 12, 1]);
    for (const field of ['name', 'firstName', 'initials', 'email', 'location', 'githubUrl', 'linkedinUrl'] as const) {
      assert.notEqual(owner[field], demoContent.owner[field], field);
    }
    assert.equal(owner.phone, undefined);
  });

  test('the demo: the 9 projects, 23 skills and 3 experiences of the specification, one project in progress', () => {
    const { projects, skills, experiences } = demoContent;
    assert.deepEqual([projects.length, skills.length, experiences.length], [9, 23, 3]);
    assert.deepEqual(
      projects.filter((project) => project.categories.includes('progress')).map((project) => project.demoUrl),
      [''],
    );
    assert.deepEqual(
      skills.filter((skill) => skill.category === 'integrations'),
      [],
    );
  });

  // What a fork keeps as it is: the product's code and files, not src/content/ (the owner's), nor the
  // demo-image generator of scripts/ (its mock customers may share a name with any owner).
  const productFiles = () =>
    ['src', 'tools', 'static'].flatMap((folder) => textFilesOf(join(ROOT, folder))).filter((file) => !file.startsWith(`${SITE_CONTENT}/`));

  test('no file of src/, tools/ or static/ but src/content/ names the owner or shows its initials', async () => {
    const { owner } = await checkedContent(SITE_CONTENT);
    assert.deepEqual(tracesIn(owner, productFiles(), ROOT), []);
  });

  test('an owner named like a mock customer of the demo images finds no trace of it in the product', () => {
    const mocks = readFileSync(join(ROOT, 'scripts/demoImagery/dashboards.ts'), 'utf8');
    const owner = { name: 'Marina Tavares', firstName: 'Marina', initials: 'MT' };
    assert.ok(mocks.includes(owner.firstName), 'the demo images no longer use this name: pick one they use');
    assert.deepEqual(tracesIn(owner, productFiles(), ROOT), []);
  });

  test('the demo: the six sections of the specification, in order, labelled as it labels them', () => {
    assert.deepEqual(
      demoContent.homeSections.map(({ id, label }) => `${id}:${label}`),
      [
        'inicio:Início',
        'sobre-mim:Sobre Mim',
        'meus-projetos:Projetos',
        'habilidades-tecnicas:Habilidades',
        'experiencia:Experiencia',
        'contato:Contato',
      ],
    );
  });
});
