/**
 * A collection: one data file of the content, declared once, in a file of its own,
 * `src/collections/<name>.ts` (`export const collection = defineCollection({ … })`). Every file directly
 * in src/collections/ is one, found by the build (tools/content/collections.ts), which derives from them
 * the data files it reads, checks and translates, the JSON Schemas and the editor's entries.
 */
import type { z } from 'zod';
import type { Language } from '../../lib/editions';
import type { StaticFiles } from './fields';

/** A data file's keys: an object, whose keys are what the page imports. */
export type FileSchema = z.ZodObject<z.ZodRawShape, z.core.$ZodObjectConfig>;

export interface CollectionDeclaration<Schema extends FileSchema = FileSchema, File extends string = string> {
  /** The data file's name, the declaration file's too: `owner` is src/content/owner.yaml, its English twin en/owner.yaml. */
  file: File;
  /** What the editor (/admin/) calls it, in each language. */
  label: Record<Language, string>;
  /**
   * What the editor calls one item of the file's list, in each language: its button reads "Adicionar
   * Projeto", not "Adicionar Projetos". Left out (a file without a list), the button names the list.
   */
  labelSingular?: Record<Language, string>;
  /** The file's keys and their rules; a function of the static folder, where pictures are checked. */
  schema: (files: StaticFiles) => Schema;
  /**
   * 'none': it has no English twin (its values read alike in both languages). Left out, the twin is the
   * whole file again (en/<file>.yaml, the same schema): the fields marked `.meta({ translatable: true })`
   * in English, every other value copied from the Portuguese file (tools/content/twins.ts).
   */
  translation?: 'none';
  /**
   * A section of the home page of its own, by its anchor id (`palestras`), which is its line in
   * src/pages/sectionRegistry.ts: its data file's `section` places it (`after`, `label`), and it shows
   * only while the content folder being built holds that file.
   */
  section?: string;
}

export const defineCollection = <Schema extends FileSchema, const File extends string>(declaration: CollectionDeclaration<Schema, File>) =>
  declaration;
