// The skills (src/content/skills.yaml): the skills section's bars, grouped by category.
import { z } from 'zod';
import { SKILL_CATEGORIES } from './categories';
import * as field from './fields';
import { byId, exactly, notTranslated, text, translationFile } from './translated';

const skill = z.strictObject({
  id: field.slug,
  name: field.text,
  percentage: field.percentage.describe('0 to 100.'),
  category: field.oneOf(SKILL_CATEGORIES),
});

export const skillsFile = () => z.strictObject({ skills: field.collection('skills', skill) });

export type Skill = z.infer<typeof skill>;

/** Its translation: only the skills whose name changes in English, by id. */
export const skillsTranslationFile = (ids?: readonly string[]) =>
  translationFile('skills', { skills: byId('skills', ids, exactly({ name: text }, notTranslated('skills')).optional()) });

export type SkillTranslations = Record<string, Pick<Skill, 'name'>>;
