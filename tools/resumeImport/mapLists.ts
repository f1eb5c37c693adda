/**
 * The lists of the page from a résumé: experiences from `work`, projects, skills from `skills`, and
 * the main technologies. What a résumé cannot say gets a default that passes the content
 * schema, and a line in what the owner completes.
 */
import { sectionsUi as en } from '../../src/catalogues/sections/en';
import { sectionsUi as pt } from '../../src/catalogues/sections/pt-BR';
import { SKILL_CATEGORIES, type ProjectCategory, type SkillCategory } from '../../src/collections/rules/categories';
import type { Experience } from '../../src/collections/experiences';
import type { Project } from '../../src/collections/projects';
import type { Skill } from '../../src/collections/skills';
import { tagSlug } from '../../src/lib/pagePaths';
import type { Problem } from '../content/problems';
import { contentPeriod } from './dates';
import { toComplete } from './mapOwner';
import type { Resume } from './resumeSchema';

export const DEFAULT_PROJECT_CATEGORY: ProjectCategory = 'fullstack';
export const DEFAULT_SKILL_CATEGORY: SkillCategory = 'tools';
export const DEFAULT_SKILL_PERCENTAGE = 50;
/** As many as the demo's grid of the about section holds. */
const MAIN_TECHNOLOGIES = 10;

/** Ids as the schema wants them (lowercase words, hyphens), each once: a repeated one gets -2, -3… */
function idMaker(fallback: string) {
  const used = new Set<string>();
  return (text: string) => {
    const base = tagSlug(text) || fallback;
    let id = base;
    for (let count = 2; used.has(id); count++) id = `${base}-${count}`;
    used.add(id);
    return id;
  };
}

/** One text from a summary and its highlights: each a sentence when there are several. */
function description(summary: string | undefined, highlights: readonly string[]): string {
  const parts = [summary, ...highlights].filter((part): part is string => Boolean(part));
  if (parts.length === 1) return parts[0];
  return parts.map((part) => (/[.!?…:]$/u.test(part) ? part : `${part}.`)).join(' ');
}

function experiences(resume: Resume): Experience[] {
  const id = idMaker('experiencia');
  return resume.work.map((job) => ({
    id: id(`${job.name} ${job.position}`),
    title: job.position,
    company: job.name,
    period: contentPeriod(job.startDate, job.endDate),
    description: description(job.summary, job.highlights),
    technologies: job.keywords.filter(Boolean),
    // A disclosure with nothing inside would only be a click to nothing.
    interactive: job.keywords.some(Boolean),
  }));
}

const isGithub = (url: string) => URL.canParse(url) && new URL(url).hostname === 'github.com';

/**
 * A résumé gives a project one address: a repository on GitHub, or else its demo (only https://, as the
 * site). Without a demo the schema wants the project in progress.
 */
function projects(resume: Resume, ownerGithub: string, notes: Problem[]): Project[] {
  const id = idMaker('projeto');
  return resume.projects.map((project, index) => {
    const url = project.url ?? '';
    const githubUrl = isGithub(url) ? url.replace(/^http:\/\//, 'https://') : ownerGithub;
    const demoUrl = !isGithub(url) && url.startsWith('https://') ? url : '';
    const at = (field: string) => `projects[${index}].${field}`;
    notes.push(
      toComplete('projects', at('image'), `a imagem de "${project.name}": salve-a em static/images/projects/ e escreva o caminho`),
    );
    notes.push(toComplete('projects', at('categories'), `${DEFAULT_PROJECT_CATEGORY} por padrão: use frontend, backend e/ou fullstack`));
    if (!isGithub(url))
      notes.push(toComplete('projects', at('githubUrl'), 'o currículo não dá o repositório: ficou o seu perfil do GitHub'));
    if (!demoUrl) {
      const why = url && !isGithub(url) ? `o endereço do currículo (${url}) não é https://` : 'o currículo não dá uma demonstração';
      notes.push(toComplete('projects', at('demoUrl'), `${why}: o projeto fica "em progresso" até você escrever demoUrl e tirar progress`));
    }
    return {
      id: id(project.name),
      title: project.name,
      description: description(project.description, project.highlights),
      image: '',
      tags: project.keywords.filter(Boolean),
      categories: demoUrl ? [DEFAULT_PROJECT_CATEGORY] : [DEFAULT_PROJECT_CATEGORY, 'progress'],
      githubUrl,
      demoUrl,
    };
  });
}

/** A group of skills named as one of the site's groups (as its own export names them) keeps that category. */
export function categoryOf(group: string | undefined): SkillCategory | undefined {
  const name = group?.trim().toLowerCase();
  const titles = [pt, en].flatMap((ui) => [Object.entries(ui.skills.groups), Object.entries(ui.skills.filters)].flat());
  return SKILL_CATEGORIES.find(
    (category) => category === name || titles.some(([key, title]) => key === category && title.toLowerCase() === name),
  );
}

/**
 * The percentage of a level a résumé gives, in English or Portuguese, or as a number ("80", "80%");
 * none for a level it does not name. docs/content.md shows the table to the owner.
 */
export const LEVEL_PERCENTAGES: readonly (readonly [percentage: number, levels: readonly string[]])[] = [
  [90, ['master', 'expert', 'especialista']],
  [75, ['advanced', 'avançado', 'avancado', 'fluent', 'fluente']],
  [50, ['intermediate', 'intermediário', 'intermediario']],
  [25, ['beginner', 'basic', 'básico', 'basico', 'iniciante', 'novice']],
];

export function levelPercentage(level: string | undefined): number | undefined {
  const name = level?.trim().toLowerCase() ?? '';
  const number = /^(\d{1,3})\s*%?$/.exec(name);
  if (number && Number(number[1]) <= 100) return Number(number[1]);
  return LEVEL_PERCENTAGES.find(([, levels]) => levels.includes(name))?.[0];
}

/**
 * A skill of the résumé is a skill of the site, its keywords its technologies (the site shows the skill
 * by its name: they are listed as unused). An entry named as one of the site's groups is that group:
 * its keywords are its skills, as the site's own export writes them. What the résumé does not say (a
 * level, a category) is assumed, and each assumed value is listed by its field.
 */
function skills(resume: Resume, notes: Problem[]): Skill[] {
  const id = idMaker('habilidade');
  const seen = new Set<string>();
  const result: Skill[] = [];
  for (const entry of resume.skills) {
    const group = categoryOf(entry.name);
    const names = group ? entry.keywords.filter(Boolean) : [entry.name ?? ''];
    const level = levelPercentage(entry.level);
    for (const name of names) {
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      const at = (field: string) => `skills[${result.length}].${field}`;
      if (level === undefined) {
        const given = entry.level ? `o nível "${entry.level}" não está na tabela` : 'o currículo não dá o nível';
        notes.push(toComplete('skills', at('percentage'), `${DEFAULT_SKILL_PERCENTAGE} para "${name}": ${given}; escreva de 0 a 100`));
      }
      if (!group) {
        const message = `${DEFAULT_SKILL_CATEGORY} para "${name}": use ${SKILL_CATEGORIES.join(', ')}`;
        notes.push(toComplete('skills', at('category'), message));
      }
      result.push({ id: id(name), name, percentage: level ?? DEFAULT_SKILL_PERCENTAGE, category: group ?? DEFAULT_SKILL_CATEGORY });
    }
  }
  return result;
}

/** The technologies the résumé names most (skills, jobs, projects), ties in the order they come. */
function mainTechnologies(resume: Resume, skillList: readonly Skill[], notes: Problem[]): string[] {
  const counts = new Map<string, { name: string; count: number }>();
  const names = [
    ...skillList.map((skill) => skill.name),
    ...resume.work.flatMap((job) => job.keywords),
    ...resume.projects.flatMap((project) => project.keywords),
  ];
  for (const name of names.filter(Boolean)) {
    const entry = counts.get(name.toLowerCase()) ?? { name, count: 0 };
    counts.set(name.toLowerCase(), { ...entry, count: entry.count + 1 });
  }
  const ranked = [...counts.values()].sort((a, b) => b.count - a.count).slice(0, MAIN_TECHNOLOGIES);
  if (ranked.length > 0) {
    const message = `as ${ranked.length} mais citadas no currículo: escolha as suas, escritas como o simple-icons as escreve (ex.: Node.js)`;
    notes.push(toComplete('technologies', 'mainTechnologies', message));
  }
  return ranked.map((entry) => entry.name);
}

export function mapLists(resume: Resume, ownerGithub: string) {
  const notes: Problem[] = [];
  // In the order of the data files, as the owner reads what to complete.
  const projectList = projects(resume, ownerGithub, notes);
  const skillList = skills(resume, notes);
  return {
    lists: {
      experiences: experiences(resume),
      projects: projectList,
      skills: skillList,
      mainTechnologies: mainTechnologies(resume, skillList, notes),
    },
    notes,
  };
}
