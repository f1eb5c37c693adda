// The skills (src/content/skills.yaml): the skills section's bars, grouped by category.
import { z } from 'zod';
import { SKILL_CATEGORIES } from './rules/categories';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';

const skill = z.strictObject({
  id: field.slug.meta({ title: 'Identificador' }),
  name: field.text.meta({ title: 'Nome', translatable: true }),
  percentage: field.percentage.meta({ title: 'Domínio (%)', description: 'De 0 a 100: o comprimento da barra.' }),
  category: field.oneOf(SKILL_CATEGORIES).meta({ title: 'Categoria', description: 'O grupo em que a habilidade aparece.' }),
});

export const skillsFile = () => z.strictObject({ skills: field.collection('skills', skill).meta({ title: 'Habilidades' }) });

export type Skill = z.infer<typeof skill>;

export const collection = defineCollection({
  file: 'skills',
  label: { 'pt-BR': 'Habilidades', en: 'Skills' },
  labelSingular: { 'pt-BR': 'Habilidade', en: 'Skill' },
  schema: skillsFile,
});

/** What the page imports from `site:content/skills`. */
export declare const { skills }: z.output<ReturnType<typeof skillsFile>>;
