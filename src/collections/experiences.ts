// The experiences (src/content/experiences.yaml): the timeline, newest first.
import { z } from 'zod';
import * as field from './fields';
import { byId, exactly, notTranslated, text, translationFile } from './translated';

const experience = z.strictObject({
  id: field.slug,
  title: field.text,
  company: field.text,
  period: field.period,
  description: field.text,
  technologies: field.texts,
  interactive: z.boolean().describe('An interactive entry is a disclosure whose clicks are tracked.'),
});

export const experiencesFile = () => z.strictObject({ experiences: field.collection('experiences', experience) });

export type Experience = z.infer<typeof experience>;

/** Its translation, by experience id; `company` only where the company's name is translated too. */
export const experiencesTranslationFile = (ids?: readonly string[]) =>
  translationFile('experiences', {
    experiences: byId(
      'experiences',
      ids,
      exactly({ title: text, description: text, company: text.optional() }, notTranslated('experiences')),
    ),
  });

export type ExperienceTranslations = Record<string, Pick<Experience, 'title' | 'description'> & { company?: string }>;
