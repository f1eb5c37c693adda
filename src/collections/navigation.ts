// The home page's sections, in order (src/content/navigation.yaml): each id names a section of
// src/pages/sectionRegistry.ts and is its anchor, each label its menu entry.
import { z } from 'zod';
import * as field from './fields';
import { byId, text, translationFile } from './translated';

const section = z.strictObject({ id: field.slug, label: field.text });

export const navigationFile = () => z.strictObject({ homeSections: field.collection('homeSections', section) });

/** A navigable part of a page: `id` matches the element id of the section. */
export type Section = z.infer<typeof section>;

/** Its translation: the menu label of each section, by section id. */
export const navigationTranslationFile = (ids?: readonly string[]) =>
  translationFile('navigation', { homeSections: byId('navigation', ids, text) });

export type SectionLabels = Record<string, string>;
