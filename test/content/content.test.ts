import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { checkedContent } from '../../tools/content/source';
import { formatProblems, validateContent } from '../../tools/content/validate';
import { homeSections } from '../../src/content/navigation';
import { ROOT } from '../../tools/projectPaths';
import { loadContent, OWNER_FIXTURE, SITE_CONTENT } from '../support/content';
import { textFilesOf, tracesIn } from '../support/traces';

// Owner data is checked through the content schema (test/tools/content/ tests its rules), never by its values.
describe('content', () => {
  test('src/content/ passes the content schema', async () => {
    const { content } = await loadContent(SITE_CONTENT);
    assert.equal(formatProblems(validateContent(content, { root: ROOT })), '');
  });

  test('the second owner fixture passes the content schema', async () => {
    const { content, files } = await loadContent(OWNER_FIXTURE);
    assert.equal(formatProblems(validateContent(content, { root: ROOT, files })), '');
  });

  test('the owner fixture has the modules and exports of src/content/ that it replaces', async () => {
    const site = await loadContent(SITE_CONTENT);
    const fixture = await loadContent(OWNER_FIXTURE);
    const replaced = Object.entries(fixture.files).filter(([, file]) => file.startsWith('test/'));
    assert.ok(replaced.length >= 6, 'the fixture replaces the owner, projects, skills, experiences, texts and technologies');
    for (const [name] of replaced) {
      const module = name as keyof typeof site.content;
      assert.deepEqual(Object.keys(fixture.content[module] as object).sort(), Object.keys(site.content[module] as object).sort(), name);
    }
  });

  test('the second owner: other identity, 4 projects, 12 skills, 1 experience, no WhatsApp', async () => {
    const { owner: siteOwner } = await import('../../src/content/owner');
    const { owner } = await import('../fixtures/owners/julia/owner');
    const { projects } = await import('../fixtures/owners/julia/projects');
    const { skills } = await import('../fixtures/owners/julia/skills');
    const { experiences } = await import('../fixtures/owners/julia/experiences');
    assert.deepEqual([projects.length, skills.length, experiences.length], [4, 12, 1]);
    for (const field of ['name', 'firstName', 'initials', 'email', 'location', 'githubUrl', 'linkedinUrl'] as const) {
      assert.notEqual(owner[field], siteOwner[field], field);
    }
    assert.equal(owner.phone, undefined);
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

  test('navigation: the six sections of the specification, in order', () => {
    assert.deepEqual(
      homeSections.map(({ id, label }) => `${id}:${label}`),
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
