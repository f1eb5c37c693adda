// The owner (src/content/owner.yaml): who the site is about, read by every page, the CV and the pictures.
import { z } from 'zod';
import * as field from './fields';
import { exactly, notTranslated, sameLength, text, translationFile } from './translated';

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

const spokenLanguage = z.strictObject({ language: field.text, fluency: field.text });
const education = z.strictObject({ institution: field.text, studyType: field.text, area: field.text, period: field.period });

const owner = (files: field.StaticFiles) =>
  z
    .strictObject({
      name: field.text,
      firstName: field.text,
      initials: field.initials,
      role: field.text,
      email: field.email,
      phone: field.phone.optional().describe('WhatsApp, all three or none: digits only, with country code, as wa.me expects.'),
      phoneDisplay: field.text.optional(),
      whatsappMessage: field.text.optional(),
      location: field.text,
      locality: field.text,
      availability: field.text
        .optional()
        .describe("A short line under the hero's buttons, e.g. 'Disponível para novos projetos'; leave it out to show none."),
      githubUrl: field.httpsUrl,
      linkedinUrl: field.httpsUrl,
      photo: field
        .staticImage(files)
        .describe('Path of the portrait under static/ (JPEG, PNG, WebP, AVIF or SVG, any size); empty renders none.'),
      headline: field.text.optional().describe('CV only: one line under the name; the role when left out.'),
      spokenLanguages: z.array(spokenLanguage).optional().describe('CV only: the languages you speak.'),
      education: z
        .array(education)
        .optional()
        .describe("CV only: degrees and courses, newest first; `period` is written as an experience's."),
      timeZone: field.timeZone
        .optional()
        .describe(
          "The site's time zone, an IANA name ('Europe/Lisbon'): a note's date without an offset is read there. 'America/Sao_Paulo' when left out.",
        ),
    })
    .superRefine(completeWhatsapp, field.ALWAYS);

/** The data file's keys. */
export const ownerFile = (files: field.StaticFiles) => z.strictObject({ owner: owner(files) });

export type Owner = z.infer<ReturnType<typeof owner>>;
export type SpokenLanguage = z.infer<typeof spokenLanguage>;
export type Education = z.infer<typeof education>;

/**
 * Its translation (src/content/en/owner.yaml): what reads differently in English, and only the fields the
 * Portuguese owner has (all of them may be there when it is not known, for the JSON Schema).
 */
export function ownerTranslationFile(portuguese?: Owner) {
  const has = (name: keyof Owner) => !portuguese || portuguese[name] !== undefined;
  const optional = <T extends z.ZodType>(name: keyof Owner, schema: T) =>
    has(name) ? { [name]: portuguese ? schema : schema.optional() } : {};
  const translated = exactly(
    {
      role: text,
      location: text,
      ...optional('availability', text),
      ...optional('whatsappMessage', text),
      ...optional('headline', text),
      ...optional(
        'spokenLanguages',
        sameLength('owner', portuguese?.spokenLanguages, exactly({ language: text, fluency: text }, notTranslated('owner'))),
      ),
      // In the order of the Portuguese list; the institution and the period are written once.
      ...optional(
        'education',
        sameLength('owner', portuguese?.education, exactly({ studyType: text, area: text }, notTranslated('owner'))),
      ),
    },
    notTranslated('owner'),
  );
  return translationFile('owner', { owner: translated });
}

export type OwnerTranslation = Pick<Owner, 'role' | 'location' | 'availability' | 'whatsappMessage' | 'headline' | 'spokenLanguages'> & {
  education?: Pick<Education, 'studyType' | 'area'>[];
};
