import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { formatProblem, validateContent, type ContentModules, type Problem } from '../../../tools/content/validate';
import { ROOT } from '../../../tools/projectPaths';
import { editable, loadContent, OWNER_FIXTURE, OWNER_FIXTURE_STATIC } from '../../support/content';

type Editable = ReturnType<typeof editable>;
let base: ContentModules;
let collections: Awaited<ReturnType<typeof loadContent>>['collections'];
before(async () => {
  ({ content: base, collections } = await loadContent(OWNER_FIXTURE));
});

function problemsAfter(edit: (content: Editable) => void): Problem[] {
  const content = editable(base);
  edit(content);
  return validateContent(content as ContentModules, { root: ROOT, staticDir: OWNER_FIXTURE_STATIC, collections });
}

// [rule, edit, file, path, what the message says]
const REJECTED: [string, (content: Editable) => void, string, string, RegExp][] = [
  ['percentage below 0', (c) => void (c.skills.skills[0].percentage = -1), 'skills', 'skills[0].percentage', /de 0 a 100/],
  ['percentage as text', (c) => void (c.skills.skills[0].percentage = '90'), 'skills', 'skills[0].percentage', /número/],
  ['duplicate skill id', (c) => void (c.skills.skills[4].id = c.skills.skills[0].id), 'skills', 'skills[4].id', /já usado em skills\[0\]/],
  [
    'duplicate experience id',
    (c) => void c.experiences.experiences.push({ ...c.experiences.experiences[0] }),
    'experiences',
    'experiences[1].id',
    /já usado em experiences\[0\]/,
  ],
  ['id with spaces', (c) => void (c.projects.projects[0].id = 'Meu Projeto'), 'projects', 'projects[0].id', /minúsculas/],
  ['empty skill name', (c) => void (c.skills.skills[0].name = ''), 'skills', 'skills[0].name', /vazio/],
  ['empty description', (c) => void (c.projects.projects[0].description = ' '), 'projects', 'projects[0].description', /vazio/],
  ['empty owner name', (c) => void (c.owner.owner.name = ''), 'owner', 'owner.name', /vazio/],
  [
    'unknown project category',
    (c) => void (c.projects.projects[0].categories = ['web']),
    'projects',
    'projects[0].categories[0]',
    /frontend, backend, fullstack, progress/,
  ],
  ['no project category', (c) => void (c.projects.projects[0].categories = []), 'projects', 'projects[0].categories', /pelo menos uma/],
  [
    'unknown skill category',
    (c) => void (c.skills.skills[0].category = 'mobile'),
    'skills',
    'skills[0].category',
    /database, tools, integrations/,
  ],
  [
    'http demo link',
    (c) => void (c.projects.projects[0].demoUrl = 'http://site.example.org'),
    'projects',
    'projects[0].demoUrl',
    /https:\/\//,
  ],
  ['relative social link', (c) => void (c.owner.owner.linkedinUrl = 'linkedin.com/in/alguem'), 'owner', 'owner.linkedinUrl', /https:\/\//],
  ['https without slashes', (c) => void (c.owner.owner.githubUrl = 'https:github.com/alguem'), 'owner', 'owner.githubUrl', /https:\/\//],
  ['empty demo outside progress', (c) => void (c.projects.projects[0].demoUrl = ''), 'projects', 'projects[0].demoUrl', /"progress"/],
  [
    'image path without /',
    (c) => void (c.projects.projects[0].image = 'images/projects/blog-tech.svg'),
    'projects',
    'projects[0].image',
    /começando com \//,
  ],
  [
    'image outside static/',
    (c) => void (c.projects.projects[0].image = '/../package.json'),
    'projects',
    'projects[0].image',
    /dentro de (.*\/)?static\//,
  ],
  [
    'image that is a folder',
    (c) => void (c.projects.projects[0].image = '/images/projects'),
    'projects',
    'projects[0].image',
    /não encontrado/,
  ],
  ['e-mail without domain', (c) => void (c.owner.owner.email = 'ola@exemplo'), 'owner', 'owner.email', /e-mail inválido/],
  [
    'phone with punctuation',
    (c) => Object.assign(c.owner.owner, { phone: '+55 (81) 99999-0000', phoneDisplay: 'x', whatsappMessage: 'Oi' }),
    'owner',
    'owner.phone',
    /só dígitos/,
  ],
  [
    'phone without its message',
    (c) => Object.assign(c.owner.owner, { phone: '5581999990000', phoneDisplay: '+55 81 99999-0000' }),
    'owner',
    'owner.whatsappMessage',
    /obrigatório quando há phone/,
  ],
  ['WhatsApp message without phone', (c) => void (c.owner.owner.whatsappMessage = 'Oi!'), 'owner', 'owner.whatsappMessage', /sem phone/],
  ['initials too long', (c) => void (c.owner.owner.initials = 'J.N.'), 'owner', 'owner.initials', /1 a 3 letras/],
  [
    'period that does not parse',
    (c) => void (c.experiences.experiences[0].period = 'desde 2022'),
    'experiences',
    'experiences[0].period',
    /mmm aaaa - mmm aaaa/,
  ],
  [
    'period ending before it starts',
    (c) => void (c.experiences.experiences[0].period = 'out 2024 - mar 2023'),
    'experiences',
    'experiences[0].period',
    /início vem depois do fim/,
  ],
  ['empty tag', (c) => void c.projects.projects[0].tags.push(''), 'projects', 'projects[0].tags[8]', /vazio/],
  ['missing export', (c) => void delete c.texts.siteDescription, 'texts', 'siteDescription', /texto/],
];

describe('content rules', () => {
  for (const [rule, edit, module, path, message] of REJECTED) {
    test(`rejects: ${rule}`, () => {
      const problems = problemsAfter(edit);
      assert.equal(problems.length, 1, JSON.stringify(problems));
      assert.equal(problems[0].file, `src/content/${module}.yaml`);
      assert.equal(problems[0].path, path);
      assert.match(problems[0].message, message);
    });
  }

  test('accepts: an empty demo in progress, no image, an ongoing period, a complete WhatsApp, a boundary percentage', () => {
    const problems = problemsAfter((c) => {
      const inProgress = c.projects.projects.find((project: { categories: string[] }) => project.categories.includes('progress'));
      assert.equal(inProgress.demoUrl, '');
      c.projects.projects[0].image = '';
      c.experiences.experiences[0].period = 'jan 2024 - atual';
      Object.assign(c.owner.owner, { phone: '5581999990000', phoneDisplay: '+55 (81) 99999-0000', whatsappMessage: 'Olá!' });
      c.skills.skills[0].percentage = 100;
      c.skills.skills[1].percentage = 0;
    });
    assert.deepEqual(problems, []);
  });

  test('a value too long to show is cut', () => {
    const [problem] = problemsAfter((c) => void (c.owner.owner.githubUrl = `github.com/${'x'.repeat(200)}`));
    assert.ok(problem);
    assert.match(formatProblem(problem), /\(recebido "github\.com\/x+…\)$/);
  });
});
