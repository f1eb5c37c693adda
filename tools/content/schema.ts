// One schema for everything under src/content/: the exports of each module, field by field.
import { z } from 'zod';
import { PROJECT_CATEGORIES, SKILL_CATEGORIES } from '../../src/content/types';
import * as field from './fields';

// Cross-field rules run even when a field of the same item already failed, so one build lists every problem.
const ALWAYS = { when: () => true };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, `categoria inválida: use ${values.join(', ')}`);
}

/** Ids name items in links, analytics and React keys: each once per collection. */
function uniqueIds(collection: string) {
  return (items: readonly unknown[], context: z.RefinementCtx) => {
    const firstIndex = new Map<string, number>();
    items.forEach((item, index) => {
      const id = isRecord(item) ? item.id : undefined;
      if (typeof id !== 'string') return;
      const first = firstIndex.get(id);
      if (first === undefined) firstIndex.set(id, index);
      else context.addIssue({ code: 'custom', path: [index, 'id'], message: `id repetido: já usado em ${collection}[${first}]` });
    });
  };
}

const collection = <T extends z.ZodType>(name: string, item: T) => z.array(item).superRefine(uniqueIds(name), ALWAYS);

const WHATSAPP_FIELDS = ['phoneDisplay', 'whatsappMessage'] as const;

/** WhatsApp takes the number, how it is shown and the prefilled message: all three, or none. */
function completeWhatsapp(owner: Partial<Record<string, unknown>>, context: z.RefinementCtx) {
  for (const name of WHATSAPP_FIELDS) {
    if (owner.phone !== undefined && owner[name] === undefined) {
      context.addIssue({
        code: 'custom',
        path: [name],
        message: 'obrigatório quando há phone: o WhatsApp usa phone, phoneDisplay e whatsappMessage',
      });
    }
    if (owner.phone === undefined && owner[name] !== undefined) {
      context.addIssue({ code: 'custom', path: [name], message: 'sem phone não há WhatsApp: preencha phone ou apague este campo' });
    }
  }
}

const owner = (files: field.StaticFiles) =>
  z
    .object({
      name: field.text,
      firstName: field.text,
      initials: field.initials,
      role: field.text,
      email: field.email,
      phone: field.phone.optional(),
      phoneDisplay: field.text.optional(),
      whatsappMessage: field.text.optional(),
      location: field.text,
      locality: field.text,
      availability: field.text.optional(),
      githubUrl: field.httpsUrl,
      linkedinUrl: field.httpsUrl,
      photo: field.staticImage(files),
      headline: field.text.optional(),
      spokenLanguages: z.array(z.object({ language: field.text, fluency: field.text })).optional(),
      education: z.array(z.object({ institution: field.text, studyType: field.text, area: field.text, period: field.period })).optional(),
      timeZone: field.timeZone.optional(),
    })
    .superRefine(completeWhatsapp, ALWAYS);

/** Only a project in progress may lack a demo: the card shows 'Em Breve' instead. */
function demoUnlessInProgress(project: { demoUrl?: unknown; categories?: unknown }, context: z.RefinementCtx) {
  const inProgress = Array.isArray(project.categories) && project.categories.includes('progress');
  if (project.demoUrl === '' && !inProgress) {
    context.addIssue({ code: 'custom', path: ['demoUrl'], message: 'só pode ficar vazio em projeto com a categoria "progress"' });
  }
}

function project(files: field.StaticFiles) {
  return z
    .object({
      id: field.slug,
      title: field.text,
      description: field.text,
      image: field.staticImage(files),
      tags: field.texts,
      categories: z.array(oneOf(PROJECT_CATEGORIES)).min(1, 'escolha pelo menos uma categoria'),
      githubUrl: field.httpsUrl,
      demoUrl: field.optionalHttpsUrl,
    })
    .superRefine(demoUnlessInProgress, ALWAYS);
}

const skill = z.object({ id: field.slug, name: field.text, percentage: field.percentage, category: oneOf(SKILL_CATEGORIES) });

const experience = z.object({
  id: field.slug,
  title: field.text,
  company: field.text,
  period: field.period,
  description: field.text,
  technologies: field.texts,
  interactive: z.boolean(),
});

const legalText = z.object({ title: field.text, paragraphs: field.texts.min(1, 'escreva pelo menos um parágrafo') });

/** The exports of each module of src/content/, by module name. */
export function contentSchema(files: field.StaticFiles) {
  return z.object({
    owner: z.object({ owner: owner(files) }),
    projects: z.object({ projects: collection('projects', project(files)) }),
    skills: z.object({ skills: collection('skills', skill) }),
    experiences: z.object({ experiences: collection('experiences', experience) }),
    texts: z.object({
      heroIntro: field.text,
      biography: field.texts.min(1, 'escreva pelo menos um parágrafo'),
      siteDescription: field.text,
    }),
    technologies: z.object({ mainTechnologies: field.texts }),
    legal: z.object({ privacyText: legalText, termsText: legalText }),
    navigation: z.object({ homeSections: collection('homeSections', z.object({ id: field.slug, label: field.text })) }),
  });
}

export type ContentModuleName = keyof z.infer<ReturnType<typeof contentSchema>>;

export const CONTENT_MODULES = [
  'owner',
  'projects',
  'skills',
  'experiences',
  'texts',
  'technologies',
  'legal',
  'navigation',
] as const satisfies readonly ContentModuleName[];
