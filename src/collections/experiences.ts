// The experiences (src/content/experiences.yaml): the timeline, newest first.
import { z } from 'zod';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';

const experience = z.strictObject({
  id: field.slug.meta({ title: 'Identificador' }),
  title: field.text.meta({ title: 'Cargo', translatable: true }),
  company: field.text.meta({ title: 'Empresa', translatable: true }),
  period: field.period,
  description: field.longText.meta({ title: 'Descrição', translatable: true }),
  technologies: field.texts('Tecnologia').meta({ title: 'Tecnologias' }),
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

export const collection = defineCollection({
  file: 'experiences',
  label: { 'pt-BR': 'Experiência', en: 'Experience' },
  labelSingular: { 'pt-BR': 'Experiência', en: 'Experience' },
  schema: experiencesFile,
});

/** What the page imports from `site:content/experiences`. */
export declare const { experiences }: z.output<ReturnType<typeof experiencesFile>>;
