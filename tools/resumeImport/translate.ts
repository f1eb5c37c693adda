/**
 * The English edition from a second résumé, the translation of the first: the same jobs, projects,
 * degrees and languages in the same order (matched by position), the jobs with the same dates. Its
 * data files are twins of the Portuguese ones: the same lists with the same ids, the translatable texts
 * in English, every other value copied (see tools/content/twins.ts).
 */
import type { Problem } from '../content/problems';
import { periodOf } from './dates';
import type { ImportedContent } from './mapContent';
import { toComplete, whatsappMessage } from './mapOwner';
import type { Resume } from './resumeSchema';

/** The English twins of the imported data files. */
export type ImportedTranslation = ImportedContent;

interface Read {
  resume: Resume;
  /** As the owner names it. */
  file: string;
}

/** Each list matched by position, with the words that name it and one of its entries. */
const LISTS = {
  work: { words: 'empregos', name: (job: Resume['work'][number]) => `${job.position}, ${job.name}` },
  projects: { words: 'projetos', name: (project: Resume['projects'][number]) => project.name },
  education: { words: 'formações', name: (degree: Resume['education'][number]) => `${degree.studyType}, ${degree.institution}` },
  languages: { words: 'idiomas', name: (language: Resume['languages'][number]) => language.language },
} as const;

type ListName = keyof typeof LISTS;

/** Every difference that makes the second résumé no translation of the first; none when it is one. */
export function mismatches(portuguese: Read, english: Read): Problem[] {
  const problems: Problem[] = [];
  for (const list of Object.keys(LISTS) as ListName[]) {
    const { words, name } = LISTS[list];
    for (const [side, other] of [
      [portuguese, english],
      [english, portuguese],
    ]) {
      const entries = side.resume[list] as Parameters<typeof name>[0][];
      entries.slice(other.resume[list].length).forEach((entry, offset) => {
        const index = other.resume[list].length + offset;
        const message = `não está em ${other.file} (${name(entry as never)}): os dois currículos têm os mesmos ${words}, na mesma ordem`;
        problems.push({ file: side.file, path: `${list}[${index}]`, message });
      });
    }
  }
  english.resume.work.forEach((job, index) => {
    const original = portuguese.resume.work[index];
    if (!original) return;
    const [ours, theirs] = [periodOf(original.startDate, original.endDate), periodOf(job.startDate, job.endDate)];
    if (ours.start === theirs.start && ours.end === theirs.end) return;
    const dates = `${original.startDate} a ${original.endDate ?? 'hoje'}`;
    const message = `datas diferentes das de ${portuguese.file} (${dates}): a mesma posição nos dois é o mesmo emprego`;
    problems.push({ file: english.file, path: `work[${index}]`, message, value: { startDate: job.startDate, endDate: job.endDate } });
  });
  return problems;
}

/**
 * The twins of `content` with the texts of `english`, their entries matched by position (checked by
 * mismatches); the availability is left for keptAvailability (a résumé has none in English).
 */
export function translationOf(
  content: ImportedContent,
  english: ImportedContent,
): { translation: ImportedTranslation; toComplete: Problem[] } {
  const { owner } = content;
  const notes: Problem[] = [];
  const sameSkills = english.skills.length === content.skills.length;
  if (!sameSkills) {
    const message = `os currículos têm ${content.skills.length} e ${english.skills.length} habilidades: os nomes ficaram os do português; escreva os que mudam`;
    notes.push(toComplete('en/skills', 'skills', message));
  }
  const translation: ImportedTranslation = {
    ...content,
    owner: {
      ...owner,
      role: english.owner.role,
      location: english.owner.location,
      availability: undefined,
      ...(owner.headline === undefined ? {} : { headline: english.owner.headline ?? owner.headline }),
      ...(owner.whatsappMessage === undefined ? {} : { whatsappMessage: whatsappMessage(owner.firstName, 'en') }),
      ...(owner.spokenLanguages === undefined ? {} : { spokenLanguages: english.owner.spokenLanguages }),
      ...(owner.education === undefined
        ? {}
        : {
            education: owner.education.map((entry, index) => {
              const { studyType, area } = english.owner.education![index];
              return { ...entry, studyType, area };
            }),
          }),
    },
    experiences: content.experiences.map((experience, index) => {
      const { title, description, company } = english.experiences[index];
      return { ...experience, title, description, company };
    }),
    projects: content.projects.map((project, index) => {
      const { title, description } = english.projects[index];
      return { ...project, title, description };
    }),
    skills: content.skills.map((skill, index) => (sameSkills ? { ...skill, name: english.skills[index].name } : skill)),
    heroIntro: english.heroIntro,
    biography: english.biography,
    siteDescription: english.siteDescription,
  };
  return { translation, toComplete: notes };
}
