// The home page's sections, in order (src/content/navigation.yaml): each id names a section of
// src/pages/sectionRegistry.ts and is its anchor, each label its menu entry.
import { z } from 'zod';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';

const section = z.strictObject({
  id: field.slug.meta({ title: 'Seção', description: 'O id da seção (ex.: sobre-mim), que é também a sua âncora (/#sobre-mim).' }),
  label: field.text.meta({ title: 'Nome no menu', translatable: true }),
});

export const navigationFile = () =>
  z.strictObject({
    homeSections: field
      .collection('homeSections', section)
      .meta({ title: 'Seções', description: 'As seções da página inicial, na ordem: uma seção fora da lista não aparece.' }),
  });

/** A navigable part of a page: `id` matches the element id of the section. */
export type Section = z.infer<typeof section>;

export const collection = defineCollection({
  file: 'navigation',
  label: { 'pt-BR': 'Seções da página inicial', en: 'Home page sections' },
  labelSingular: { 'pt-BR': 'Seção', en: 'Section' },
  schema: navigationFile,
});

/** What the page imports from `site:content/navigation`. */
export declare const { homeSections }: z.output<ReturnType<typeof navigationFile>>;
