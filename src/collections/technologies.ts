// The about section's 'Principais Tecnologias' grid (src/content/technologies.yaml), in display order.
import { z } from 'zod';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';

export const technologiesFile = () =>
  z.strictObject({
    mainTechnologies: field
      .texts('Tecnologia')
      .meta({ title: 'Principais tecnologias', description: 'A grade da seção "Sobre Mim", nesta ordem.' }),
  });

export const collection = defineCollection({
  file: 'technologies',
  label: { 'pt-BR': 'Tecnologias', en: 'Technologies' },
  labelSingular: { 'pt-BR': 'Tecnologia', en: 'Technology' },
  schema: technologiesFile,
  // Names of technologies read alike in both languages.
  translation: 'none',
});

/** What the page imports from `site:content/technologies`. */
export declare const { mainTechnologies }: z.output<ReturnType<typeof technologiesFile>>;
