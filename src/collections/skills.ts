// The skills (src/content/skills.yaml): the skills section's bars, grouped by category.
import { z } from 'zod';
import { SKILL_CATEGORIES } from './rules/categories';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';
import { byId, exactly, notTranslated, text, translationFile } from './rules/translated';

const skill = z.strictObject({
  id: field.slug.meta({ title: 'Identificador' }),
  name: field.text.meta({ title: 'Nome' }),
  percentage: field.percentage.meta({ title: 'Domínio (%)', description: 'De 0 a 100: o comprimento da barra.' }),
  category: field.oneOf(SKILL_CATEGORIES).meta({ title: 'Categoria', description: 'O grupo em que a habilidade aparece.' }),
});

export const skillsFile = () => z.strictObject({ skills: field.collection('skills', skill).meta({ title: 'Habilidades' }) });

export type Skill = z.infer<typeof skill>;

/** Its translation: only the skills whose name changes in English, by id. */
export const skillsTranslationFile = (ids?: readonly string[]) =>
  translationFile('skills', { skills: byId('skills', ids, exactly({ name: text }, notTranslated('skills')).optional()) });

export const collection = defineCollection({
  file: 'skills',
  label: { 'pt-BR': 'Habilidades', en: 'Skills' },
  schema: skillsFile,
  // Only the names that change: a site may have no en/skills.yaml at all.
  translation: (portuguese) => skillsTranslationFile(portuguese?.skills.map(({ id }) => id)).optional(),
});

/** What the page imports from `site:content/skills`. */
export declare const { skills }: z.output<ReturnType<typeof skillsFile>>;

export type SkillTranslations = Record<string, Pick<Skill, 'name'>>;
