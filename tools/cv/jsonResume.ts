// The JSON Resume (schema 1.0.0, https://jsonresume.org/schema) of one edition, from its content:
// the owner can feed it to any JSON Resume theme or tool, and `npm run import:resume`
// (tools/resumeImport/) reads it back into the same basics, work and projects. The mapping, both ways:
//   owner: name -> basics.name; headline, else role -> label (read back as role); photo -> image (a file of static/);
//     phoneDisplay -> phone (WhatsApp when it has the country code); locality -> location.city;
//     githubUrl, linkedinUrl -> profiles; education and spokenLanguages -> education, languages
//   biography -> basics.summary, its paragraphs a blank line apart
//   experience: company -> name, title -> position, period -> startDate/endDate (none while ongoing),
//     description -> summary, technologies -> keywords (not highlights, which the import reads as
//     description; the schema lets an entry have properties of its own)
//   project: title -> name, description, tags -> keywords, demoUrl (else githubUrl) -> url
//   skills: one entry per group of the page, the skills' names as its keywords
// The site's addresses (basics.url, image, meta.canonical) only with SITE_URL: none is a guess (localhost).
import { sectionsUi as en } from '../../src/catalogues/sections/en';
import { sectionsUi as pt, type SectionsCatalogue } from '../../src/catalogues/sections/pt-BR';
import type { SiteContent } from '../content/source';
import { parsePeriod, type Period } from '../../src/lib/period';
import type { Language } from '../../src/lib/editions';
import { cvPaths } from '../../src/lib/cv';
import { groupSkills, skillGroups } from '../../src/lib/skills';
import { absoluteUrl, editionUrl } from '../rendering/siteUrls';

export const JSON_RESUME_SCHEMA = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';
const CATALOGUES: Record<Language, SectionsCatalogue> = { 'pt-BR': pt, en };

/** `YYYY-MM`, as the schema's dates. */
const month = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The start and, when it has ended, the end of a period of the content (checked: it parses). */
function dates(period: string, language: Language) {
  const { start, end } = parsePeriod(period, language) as Period;
  return { startDate: month(start), ...(end === null ? {} : { endDate: month(end) }) };
}

/** The skill groups of the page (under 'Todas'), titled in the edition's language. */
export function skillGroupsOf(content: SiteContent, language: Language) {
  const titles = CATALOGUES[language].skills.groups;
  return groupSkills(content.skills, skillGroups).map(({ group, skills }) => ({
    title: titles[group.category],
    skills,
  }));
}

/** `siteUrl`: SITE_URL, or none (CvPart). */
export function jsonResume(content: SiteContent, language: Language, siteUrl: string | undefined) {
  const { owner } = content;
  const github = new URL(owner.githubUrl).pathname.split('/').filter(Boolean)[0];
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: {
      name: owner.name,
      label: owner.headline ?? owner.role,
      ...(owner.photo && siteUrl ? { image: absoluteUrl(siteUrl, owner.photo) } : {}),
      email: owner.email,
      ...(owner.phoneDisplay ? { phone: owner.phoneDisplay } : {}),
      ...(siteUrl ? { url: editionUrl(siteUrl, language, '/') } : {}),
      summary: content.biography.join('\n\n'),
      location: { city: owner.locality, countryCode: 'BR' },
      profiles: [
        { network: 'GitHub', ...(github ? { username: github } : {}), url: owner.githubUrl },
        { network: 'LinkedIn', url: owner.linkedinUrl },
      ],
    },
    work: content.experiences.map((experience) => ({
      name: experience.company,
      position: experience.title,
      ...dates(experience.period, language),
      summary: experience.description,
      keywords: experience.technologies,
    })),
    education: (owner.education ?? []).map((entry) => ({
      institution: entry.institution,
      studyType: entry.studyType,
      area: entry.area,
      ...dates(entry.period, language),
    })),
    projects: content.projects.map((project) => ({
      name: project.title,
      description: project.description,
      keywords: project.tags,
      url: project.demoUrl || project.githubUrl,
    })),
    skills: skillGroupsOf(content, language).map(({ title, skills }) => ({ name: title, keywords: skills.map((skill) => skill.name) })),
    languages: (owner.spokenLanguages ?? []).map(({ language: name, fluency }) => ({ language: name, fluency })),
    meta: { ...(siteUrl ? { canonical: absoluteUrl(siteUrl, cvPaths(language).json) } : {}), version: 'v1.0.0' },
  };
}
