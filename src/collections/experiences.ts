// The experiences (src/content/experiences.yaml): the timeline, newest first.
import { z } from 'zod';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';
import { byId, exactly, notTranslated, text, translationFile } from './rules/translated';

const experience = z.strictObject({
  id: field.slug.meta({ title: 'Identificador' }),
  title: field.text.meta({ title: 'Cargo' }),
  company: field.text.meta({ title: 'Empresa' }),
  period: field.period,
  description: field.longText.meta({ title: 'Descrição' }),
  technologies: field.texts.meta({ title: 'Tecnologias' }),
  interactive: z.boolean().meta({
    title: 'Expansível',
    description: 'A descrição abre e fecha com um clique, e os cliques são contados nas estatísticas.',
  }),
});

export const experiencesFile = () =>
  z.strictObject({
    experiences: field.collection('experiences', experience).meta({ title: 'Experiências', description: 'Da mais recente à mais antiga.' }),
  });

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

export const collection = defineCollection({
  file: 'experiences',
  label: { 'pt-BR': 'Experiência', en: 'Experience' },
  schema: experiencesFile,
  translation: (portuguese) => experiencesTranslationFile(portuguese?.experiences.map(({ id }) => id)),
});

/** What the page imports from `site:content/experiences`. */
export declare const { experiences }: z.output<ReturnType<typeof experiencesFile>>;

export type ExperienceTranslations = Record<string, Pick<Experience, 'title' | 'description'> & { company?: string }>;
