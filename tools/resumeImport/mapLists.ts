/**
 * The lists of the page from a résumé: experiences from `work`, projects, skills from the keywords of
 * `skills`, and the main technologies. What a résumé cannot say gets a default that passes the content
 * schema, and a line in what the owner completes.
 */
import { sectionsUi as en } from '../../src/catalogues/sections/en';
import { sectionsUi as pt } from '../../src/catalogues/sections/pt-BR';
import {
  SKILL_CATEGORIES,
  type Experience,
  type Project,
  type ProjectCategory,
  type Skill,
  type SkillCategory,
} from '../../src/content/types';
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
function categoryOf(group: string | undefined): SkillCategory | undefined {
  const name = group?.trim().toLowerCase();
  const titles = [pt, en].flatMap((ui) => [Object.entries(ui.skills.groups), Object.entries(ui.skills.filters)].flat());
  return SKILL_CATEGORIES.find(
    (category) => category === name || titles.some(([key, title]) => key === category && title.toLowerCase() === name),
  );
}

function skills(resume: Resume, notes: Problem[]): Skill[] {
  const id = idMaker('habilidade');
  const seen = new Set<string>();
  const others = new Set<string>();
  const result: Skill[] = [];
  for (const group of resume.skills) {
    const category = categoryOf(group.name);
    if (!category && group.name) others.add(group.name);
    // A group without keywords is a skill of its own.
    for (const name of group.keywords.some(Boolean) ? group.keywords.filter(Boolean) : [group.name ?? '']) {
      if (!name || seen.has(name.toLowerCase())) continue;
      seen.add(name.toLowerCase());
      result.push({ id: id(name), name, percentage: DEFAULT_SKILL_PERCENTAGE, category: category ?? DEFAULT_SKILL_CATEGORY });
    }
  }
  if (result.length > 0) {
    const percentage = `o currículo não tem porcentagens: todas ficaram com ${DEFAULT_SKILL_PERCENTAGE}; dê a cada uma a sua (0 a 100)`;
    notes.push(toComplete('skills', 'skills[].percentage', percentage));
    const groups = [...others].map((name) => `"${name}"`).join(', ');
    const message =
      others.size > 0
        ? `${DEFAULT_SKILL_CATEGORY} por padrão nos grupos ${groups}: use ${SKILL_CATEGORIES.join(', ')}`
        : 'a dos grupos do currículo, que têm os nomes dos grupos do site: confira cada uma';
    notes.push(toComplete('skills', 'skills[].category', message));
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
  // In the order of the modules, as the owner reads what to complete.
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
