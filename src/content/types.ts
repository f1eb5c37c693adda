/** A navigable part of a page: `id` matches the element id of the section. */
export interface Section {
  id: string;
  label: string;
}

export const PROJECT_CATEGORIES = ['frontend', 'backend', 'fullstack', 'progress'] as const;
export type ProjectCategory = (typeof PROJECT_CATEGORIES)[number];

export interface Project {
  id: string;
  title: string;
  description: string;
  /** Path of the cover image under static/ (JPEG, PNG, WebP, AVIF or SVG, any size); empty renders none. */
  image: string;
  tags: string[];
  categories: ProjectCategory[];
  githubUrl: string;
  /** Empty while the project is in progress. */
  demoUrl: string;
}

export const SKILL_CATEGORIES = ['frontend', 'backend', 'database', 'tools', 'integrations'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];

export interface Skill {
  id: string;
  name: string;
  /** 0 to 100. */
  percentage: number;
  category: SkillCategory;
}

export interface Experience {
  id: string;
  title: string;
  company: string;
  period: string;
  description: string;
  technologies: string[];
  /** An interactive entry is a disclosure whose clicks are tracked. */
  interactive: boolean;
}

export interface Owner {
  name: string;
  firstName: string;
  initials: string;
  role: string;
  email: string;
  /** WhatsApp, all three or none: digits only, with country code, as wa.me expects. */
  phone?: string;
  phoneDisplay?: string;
  whatsappMessage?: string;
  location: string;
  locality: string;
  /** A short line under the hero's buttons, e.g. 'Disponível para novos projetos'; leave it out to show none. */
  availability?: string;
  githubUrl: string;
  linkedinUrl: string;
  /** Path of the portrait under static/ (JPEG, PNG, WebP, AVIF or SVG, any size); empty renders none. */
  photo: string;
  /** CV only (tools/cv/): one line under the name; the role when left out. */
  headline?: string;
  /** CV only: the languages you speak, e.g. { language: 'Inglês', fluency: 'Avançado' }. */
  spokenLanguages?: SpokenLanguage[];
  /** CV only: degrees and courses, newest first; `period` is written as an experience's. */
  education?: Education[];
  /** The site's time zone, an IANA name ('Europe/Lisbon'): a note's date without an offset is read there. 'America/Sao_Paulo' when left out. */
  timeZone?: string;
}

export interface SpokenLanguage {
  language: string;
  fluency: string;
}

export interface Education {
  institution: string;
  studyType: string;
  area: string;
  period: string;
}

export interface LegalText {
  title: string;
  paragraphs: string[];
}

/**
 * The front matter of a case study, `src/content/projects/<project id>.md` (its body is Markdown):
 * the facts a recruiter scans first.
 */
export interface CaseStudyFacts {
  /** Your part in the project: 'Desenvolvedor fullstack, responsável pela API'. */
  role: string;
  /** Written as an experience's: 'mar 2023 - out 2024', or 'jan 2025 - atual'. */
  period: string;
  /** How many people worked on it, you included (1 for a solo project). */
  team: number;
  /** The result in one line: 'tempo de checkout de 9 s para 2 s'. */
  outcome: string;
  /** More addresses than the project's GitHub and site (a talk, an article), each with its label. */
  links?: { label: string; url: string }[];
  /** `false` leaves the case study out of the site's search, in both editions (the project's card is still found). */
  search?: boolean;
}

/** The front matter of its English text (`src/content/en/projects/<id>.md`): the texts only, the links' labels in order. */
export interface CaseStudyFactsTranslation {
  role: string;
  outcome: string;
  links?: string[];
}

/**
 * The front matter of a note, `src/content/notes/<address>.md` (in English `src/content/en/notes/`):
 * notes are written per edition, not translated; the same address in both makes them one another's.
 */
export interface NoteFacts {
  title: string;
  /** When it was published: '2026-11-20', or with the time, '2026-11-20T09:30:00-03:00' (without the offset, in the owner's `timeZone`). */
  date: string;
  /** One or two sentences: the list and link previews show it. */
  summary: string;
  tags: string[];
  /** When it last changed in substance, written as `date`. */
  updated?: string;
  /** `true` shows it only in `npm start`, marked as a draft: never in the built site, its feeds or its sitemap. */
  draft?: boolean;
  /** `false` leaves the note out of the site's search (a draft is never searched). */
  search?: boolean;
}

/*
 * A translation (src/content/en/) holds only texts, by the id of what they translate; ids, addresses,
 * numbers, dates, images, tags and categories are those of the Portuguese content.
 */
export type OwnerTranslation = Pick<Owner, 'role' | 'location' | 'availability' | 'whatsappMessage' | 'headline' | 'spokenLanguages'> & {
  /** In the order of the Portuguese list; the institution and the period are written once. */
  education?: Pick<Education, 'studyType' | 'area'>[];
};
/** By project id. */
export type ProjectTranslations = Record<string, Pick<Project, 'title' | 'description'>>;
/** By experience id; `company` only where the company's name is translated too. */
export type ExperienceTranslations = Record<string, Pick<Experience, 'title' | 'description'> & { company?: string }>;
/** By skill id, only the skills whose name is translated. */
export type SkillTranslations = Record<string, Pick<Skill, 'name'>>;
/** The menu label of each section, by section id. */
export type SectionLabels = Record<string, string>;
