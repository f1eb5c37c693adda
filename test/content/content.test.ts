import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { experiences } from '../../src/content/experiences';
import { homeSections } from '../../src/content/navigation';
import { owner, whatsappUrl } from '../../src/content/owner';
import { projects } from '../../src/content/projects';
import { skillGroups, skills } from '../../src/content/skills';
import { mainTechnologies } from '../../src/content/technologies';

const unique = (values: string[]) => new Set(values).size === values.length;

describe('built-in content', () => {
  test('owner: the fictional Gabriel Duarte with placeholder contacts', () => {
    assert.equal(owner.name, 'Gabriel Duarte');
    assert.equal(owner.firstName, 'Gabriel');
    assert.equal(owner.initials, 'GD');
    assert.match(owner.email, /@example\.com$/);
    assert.equal(owner.location, 'Porto Alegre, RS - Brasil');
    assert.equal(whatsappUrl, `https://wa.me/${owner.phone}?text=${encodeURIComponent(owner.whatsappMessage)}`);
    assert.match(owner.phone, /^\d+$/);
  });

  test('navigation: the six sections of the specification, in order', () => {
    assert.deepEqual(
      homeSections.map(({ id, label }) => `${id}:${label}`),
      ['inicio:Início', 'sobre-mim:Sobre Mim', 'meus-projetos:Projetos', 'habilidades-tecnicas:Habilidades', 'experiencia:Experiencia', 'contato:Contato'],
    );
  });

  test('the ten main technologies', () => {
    assert.deepEqual([...mainTechnologies], ['React', 'Node.js', 'TypeScript', 'MongoDB', 'PostgreSQL', 'Docker', 'Git', 'Python', 'Tailwind', 'Django']);
  });

  test('nine projects, unique ids, allowed categories, one in progress with an empty demo URL', () => {
    assert.equal(projects.length, 9);
    assert.ok(unique(projects.map((project) => project.id)));
    for (const project of projects) {
      assert.ok(project.categories.length > 0, project.id);
      for (const category of project.categories) assert.ok(['frontend', 'backend', 'fullstack', 'progress'].includes(category));
      assert.match(project.githubUrl, /^https:\/\//);
      assert.ok(project.title && project.description && project.image && project.tags.length > 0, project.id);
    }
    const inProgress = projects.filter((project) => project.categories.includes('progress'));
    assert.equal(inProgress.length, 1);
    assert.equal(inProgress[0]!.demoUrl, '');
    assert.ok(projects.filter((project) => project !== inProgress[0]).every((project) => project.demoUrl.startsWith('https://')));
  });

  test('23 skills from 95 (JavaScript, Git) down to 30 (Vue.js), none in integrations', () => {
    assert.equal(skills.length, 23);
    assert.ok(unique(skills.map((skill) => skill.id)));
    for (const skill of skills) {
      assert.ok(Number.isInteger(skill.percentage) && skill.percentage >= 0 && skill.percentage <= 100, skill.id);
      assert.ok(['frontend', 'backend', 'database', 'tools', 'integrations'].includes(skill.category), skill.id);
    }
    const top = Math.max(...skills.map((skill) => skill.percentage));
    const bottom = Math.min(...skills.map((skill) => skill.percentage));
    assert.equal(top, 95);
    assert.equal(bottom, 30);
    assert.deepEqual(skills.filter((skill) => skill.percentage === 95).map((skill) => skill.name).sort(), ['Git', 'JavaScript']);
    assert.deepEqual(skills.filter((skill) => skill.percentage === 30).map((skill) => skill.name), ['Vue.js']);
    assert.equal(skills.filter((skill) => skill.category === 'integrations').length, 0);
    assert.deepEqual(skillGroups.map((group) => [group.title, group.delayMs]), [['Frontend', 100], ['Backend', 150], ['Database', 200], ['Ferramentas', 250], ['Mobile', 300]]);
  });

  test('three experiences with the periods of the specification', () => {
    assert.equal(experiences.length, 3);
    assert.ok(unique(experiences.map((experience) => experience.id)));
    assert.deepEqual(
      experiences.map((experience) => experience.period),
      ['jan 2025 - out 2025', 'mar 2023 - out 2024', 'set 2021 - ago 2022'],
    );
    for (const experience of experiences) assert.ok(experience.technologies.length > 0 && experience.description, experience.id);
  });
});
