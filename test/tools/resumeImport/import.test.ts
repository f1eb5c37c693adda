import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import * as prettier from 'prettier';
import { parse } from 'yaml';
import { checkedContent } from '../../../tools/content/source';
import { parsePeriod } from '../../../src/lib/period';
import { formatProblem } from '../../../tools/content/problems';
import { displayPath, ROOT } from '../../../tools/projectPaths';
import { importResume } from '../../../tools/resumeImport/importResume';
import { DEFAULT_SKILL_CATEGORY, DEFAULT_SKILL_PERCENTAGE, levelPercentage } from '../../../tools/resumeImport/mapLists';
import { FIXTURES, runImport, SAMPLE_RESUME, scratch } from './support';

const LUIZA = join(FIXTURES, 'luiza.json');
const DATA_FILES = ['owner.yaml', 'texts.yaml', 'experiences.yaml', 'projects.yaml', 'skills.yaml', 'technologies.yaml'];

describe('importing a résumé into a new content folder', () => {
  test('the owner, the texts and the lists, checked by the build’s own checks: accents, emoji, several paragraphs', async () => {
    const dir = join(scratch(), 'conteudo');
    const outcome = await importResume({ file: LUIZA, contentDir: dir });
    assert.equal(outcome.status, 'written', JSON.stringify(outcome));
    const { owner, biography, heroIntro, siteDescription, projects, skills, mainTechnologies } = await checkedContent(dir);
    assert.deepEqual(
      [owner.name, owner.firstName, owner.initials, owner.location, owner.locality],
      ['Luíza Araújo 🌱', 'Luíza', 'LA', 'Recife, PE - Brasil', 'Recife'],
    );
    assert.deepEqual([owner.phone, owner.phoneDisplay], ['5581988887777', '+55 (81) 98888-7777']);
    assert.match(owner.whatsappMessage!, /^Olá, Luíza!/);
    assert.equal(owner.githubUrl, 'https://github.com/luiza-araujo-exemplo');
    assert.equal(owner.linkedinUrl, 'https://www.linkedin.com/in/luiza-araujo-exemplo', 'LinkedIn serves https:// only');
    assert.deepEqual(owner.spokenLanguages, [{ language: 'Português', fluency: 'Nativo' }]);
    assert.equal(owner.education, undefined);
    assert.deepEqual(biography, [
      'Sou desenvolvedora backend no Recife. Gosto de APIs claras.',
      'Antes, fui professora de matemática: aprendi a explicar com calma.',
      '🚀 Hoje trabalho com Go e PostgreSQL.',
    ]);
    assert.equal(heroIntro, 'Sou desenvolvedora backend no Recife.');
    assert.ok(siteDescription.includes('Luíza Araújo 🌱') && siteDescription.includes('Recife'), siteDescription);
    assert.deepEqual(projects, []);
    assert.deepEqual(
      skills.map(({ id, name, category, percentage }) => [id, name, category, percentage]),
      [
        ['go', 'Go', 'backend', levelPercentage('Avançado')],
        ['postgresql', 'PostgreSQL', 'backend', levelPercentage('Avançado')],
        ['node-js', 'Node.js', 'backend', levelPercentage('Avançado')],
        ['docker', 'Docker', DEFAULT_SKILL_CATEGORY, levelPercentage('Intermediate')],
        ['kafka', 'Kafka', DEFAULT_SKILL_CATEGORY, DEFAULT_SKILL_PERCENTAGE],
      ],
    );
    // The skills' names and the jobs' technologies, never a skill's keywords ("Compose", "Streams").
    assert.deepEqual(mainTechnologies, ['Go', 'PostgreSQL', 'Node.js', 'Docker', 'Kafka']);
  });

  test('jobs: ongoing without an end; YYYY-MM-DD, YYYY and YYYY-MM dates as periods; unique ids from company and position', async () => {
    const dir = join(scratch(), 'conteudo');
    await importResume({ file: LUIZA, contentDir: dir });
    const { experiences } = await checkedContent(dir);
    assert.deepEqual(
      experiences.map(({ id, company, title, period }) => [id, company, title, period]),
      [
        ['cafe-digital-engenheira-de-software', 'Café ☕ Digital', 'Engenheira de Software', 'mar 2024 - atual'],
        ['escola-agil-professora', 'Escola Ágil', 'Professora', 'jan 2019 - dez 2021'],
        ['cafe-digital-engenheira-de-software-2', 'Café ☕ Digital', 'Engenheira de Software', 'fev 2018 - nov 2018'],
      ],
    );
    for (const { period } of experiences) assert.ok(parsePeriod(period), period);
    assert.equal(experiences[0].description, 'APIs de pedidos. Reduziu o tempo de resposta pela metade. Mentora de duas pessoas.');
    assert.deepEqual([experiences[0].technologies, experiences[0].interactive], [['Go', 'PostgreSQL'], true]);
    assert.deepEqual([experiences[1].description, experiences[1].interactive], ['Aulas de matemática.', false]);
  });

  test('data files as the owner writes them: their JSON Schema named on the first line, a comment over each key, Prettier’s format', async () => {
    const dir = join(scratch(), 'a', 'conteudo');
    await importResume({ file: LUIZA, contentDir: dir });
    const options = await prettier.resolveConfig(join(ROOT, 'src', 'content', 'owner.yaml'));
    for (const name of DATA_FILES) {
      const text = readFileSync(join(dir, name), 'utf8');
      assert.ok(await prettier.check(text, { ...options, filepath: join(dir, name) }), `${name} is not formatted`);
      const schema = /^# yaml-language-server: \$schema=(\S+)\n/.exec(text)?.[1];
      const schemaFile = join(ROOT, 'src/content/schemas', name.replace(/yaml$/, 'json'));
      assert.equal(schema && resolve(dirname(join(dir, name)), schema), schemaFile);
      assert.ok(existsSync(schemaFile), schemaFile);
      for (const key of Object.keys(parse(text) as object)) assert.match(text, new RegExp(`^# .+\\n${key}:`, 'm'), `${name}: ${key}`);
    }
  });

  test('the command: the sample résumé is written, with what to complete by file and field, and what it left out', () => {
    const dir = join(scratch(), 'conteudo');
    const { code, stdout, stderr } = runImport([SAMPLE_RESUME, `--content=${dir}`]);
    assert.equal(code, 0, stderr);
    for (const name of DATA_FILES) assert.ok(existsSync(join(dir, name)), name);
    const shown = displayPath(dir);
    const sample = displayPath(SAMPLE_RESUME);
    for (const line of [
      `${shown}/owner.yaml: photo: `,
      `${shown}/owner.yaml: availability: `,
      `${shown}/owner.yaml: phone: o telefone do currículo ((912) 555-4321) não começa pelo código do país`,
      `${shown}/owner.yaml: githubUrl: o currículo não tem perfil do GitHub`,
      `${shown}/projects.yaml: projects[0].image: `,
      `${shown}/projects.yaml: projects[0].categories: `,
      `${shown}/skills.yaml: skills[0].category: ${DEFAULT_SKILL_CATEGORY} para "Web Development": use `,
      `${sample}: awards: não usado: o site não tem esta seção (1 entrada)`,
      `${sample}: volunteer: não usado`,
      `${sample}: publications: não usado`,
      `${sample}: interests: não usado`,
      `${sample}: references: não usado`,
      `${sample}: basics.profiles: não usados: Twitter, SoundCloud`,
    ])
      assert.ok(stdout.includes(line), `${line}\n---\n${stdout}`);
    assert.ok(!stdout.includes('skills[0].percentage'), 'the level "Master" is in the table: nothing assumed');
    assert.equal(stderr, '');
  });

  test('what a résumé holds and the site has no place for is listed, not refused', async () => {
    const outcome = await importResume({ file: LUIZA, contentDir: join(scratch(), 'conteudo') });
    assert.equal(outcome.status, 'written');
    const unused = outcome.status === 'written' ? outcome.unused.map(formatProblem) : [];
    const shown = displayPath(LUIZA);
    assert.deepEqual(unused, [
      `${shown}: basics: não usados: url`,
      `${shown}: basics.location: não usados: postalCode`,
      `${shown}: basics.profiles: não usados: Mastodon (o site mostra GitHub e LinkedIn)`,
      `${shown}: work[]: não usados: location`,
      `${shown}: awards: não usado: o site não tem esta seção (1 entrada)`,
      `${shown}: skills[1].keywords: não usados: Compose, Swarm (o site mostra "Docker" pelo nome)`,
      `${shown}: skills[2].keywords: não usados: Streams (o site mostra "Kafka" pelo nome)`,
    ]);
  });
});
