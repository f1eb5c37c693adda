/**
 * What the import reads of a JSON Resume, and what the site needs of it: the JSON Resume schema requires
 * nothing, the site a name, a role, an e-mail, a city, a biography, and dates for what has a period.
 */
import { z } from 'zod';
import { DATE_FORMAT, monthOf } from './dates';

const REQUIRED = 'o site precisa deste campo: preencha-o no currículo';

const whenMissing = (message: string) => (issue: { input?: unknown }) => (issue.input === undefined ? message : undefined);

const required = z
  .string({ error: whenMissing(REQUIRED) })
  .trim()
  .min(1, 'não pode ficar vazio');
const optional = z.string().trim().optional();
const isDate = (value: string) => monthOf(value) !== null;
const date = z.string().refine(isDate, `data inválida: ${DATE_FORMAT}`);
const requiredDate = z.string({ error: whenMissing(REQUIRED) }).refine(isDate, `data inválida: ${DATE_FORMAT}`);
const texts = z.array(z.string().trim()).default([]);
const entries = <T extends z.ZodType>(item: T) => z.array(item).default([]);

/** An end before the start is the résumé's problem, at the end date. */
function inOrder(entry: { startDate?: string; endDate?: string }, context: z.RefinementCtx) {
  if (entry.startDate === undefined || entry.endDate === undefined) return;
  const [start, end] = [monthOf(entry.startDate), monthOf(entry.endDate, { end: true })];
  if (start !== null && end !== null && start > end)
    context.addIssue({ code: 'custom', path: ['endDate'], message: 'o fim vem antes do início' });
}

/** A job or a project is shown with a description: its summary, its highlights, or both. */
const described = (field: string) => (entry: Record<string, unknown>, context: z.RefinementCtx) => {
  const highlights = entry.highlights as string[] | undefined;
  if (!entry[field] && !highlights?.some(Boolean)) {
    context.addIssue({ code: 'custom', path: [field], message: `o site mostra uma descrição: escreva ${field} ou highlights` });
  }
};

const ALWAYS = { when: () => true };

const basics = z.object(
  {
    name: required,
    label: required,
    email: required,
    phone: optional,
    image: optional,
    summary: required,
    location: z.object({ city: required, region: optional, countryCode: optional }, { error: whenMissing(REQUIRED) }),
    profiles: entries(z.object({ network: optional, username: optional, url: optional })),
  },
  { error: whenMissing(REQUIRED) },
);

const work = z
  .object({
    name: required,
    position: required,
    startDate: requiredDate,
    endDate: date.optional(),
    summary: optional,
    highlights: texts,
    // Not in the JSON Resume schema, which lets an entry have more: the site's export writes the technologies here.
    keywords: texts,
  })
  .superRefine(inOrder, ALWAYS)
  .superRefine(described('summary'), ALWAYS);

const education = z
  .object({ institution: required, studyType: required, area: required, startDate: requiredDate, endDate: date.optional() })
  .superRefine(inOrder, ALWAYS);

const project = z
  .object({ name: required, description: optional, highlights: texts, keywords: texts, url: optional })
  .superRefine(described('description'), ALWAYS);

export const resumeSchema = z.object({
  basics,
  work: entries(work),
  education: entries(education),
  projects: entries(project),
  skills: entries(z.object({ name: optional, level: optional, keywords: texts })),
  languages: entries(z.object({ language: required, fluency: required })),
});

export type Resume = z.infer<typeof resumeSchema>;
