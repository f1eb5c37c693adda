/**
 * The notes: `notes/<address>.md` of the content folder for the Portuguese edition, `en/notes/` for the
 * English one (only with an English edition). Each edition has its own; the same address in both makes
 * them alternates. Every problem is listed with its file and line: an address that is not one, front
 * matter that breaks its schema, a body the Markdown checks refuse, two tags that read as one address.
 */
import type { Root } from 'mdast';
import { z } from 'zod';
import type { Language } from '../../src/lib/editions';
import { reservedNoteSlugs, tagSlug } from '../../src/lib/pagePaths';
import type { CheckContext } from '../markdown/checks';
import { parseMarkdown, type MarkdownFile } from '../markdown/parse';
import * as field from '../../src/collections/rules/fields';
import { bodyProblems, frontMatterProblems, unknownKeys } from './markdownProblems';
import { editionsOf, siteSources, sourcesOfKind, type MarkdownSource } from './markdownFiles';
import { noteDate, noteInstant, withZoneOffset } from './noteDates';
import type { Problem } from './problems';

export interface Note extends NoteFacts {
  slug: string;
  file: string;
  draft: boolean;
  tree: Root;
}

/** Each edition's notes, newest first. */
export type Notes = Record<Language, Note[]>;

export const factsSchema = (timeZone: string) =>
  z
    .strictObject(
      {
        title: field.text.meta({ title: 'Título' }),
        date: noteDate.meta({ title: 'Data de publicação' }),
        summary: field.longText.meta({ title: 'Resumo', description: 'Aparece na lista de notas, no feed e ao compartilhar.' }),
        tags: field.texts('Tag').min(1, 'dê pelo menos uma tag').meta({ title: 'Tags', description: 'Cada tag tem a sua lista de notas.' }),
        updated: noteDate.optional().meta({ title: 'Atualizada em' }),
        draft: z
          .boolean('use true ou false')
          .optional()
          .meta({ title: 'Rascunho', description: 'Um rascunho aparece só no npm start, nunca no site publicado.' }),
        search: field.inSearch('a nota'),
      },
      { error: unknownKeys('title, date, summary, tags, updated, draft, search') },
    )
    .superRefine((facts, context) => {
      if (facts.updated && noteInstant(facts.updated, timeZone) < noteInstant(facts.date, timeZone)) {
        context.addIssue({ code: 'custom', path: ['updated'], message: 'a atualização vem antes da publicação (date)' });
      }
    });

/** The front matter of a note (notes are written per edition, not translated). */
export type NoteFacts = z.infer<ReturnType<typeof factsSchema>>;

/** The notes' files of every edition (English only with an English edition), for a caller that needs no case studies. */
export const noteFiles = (contentDir: string, english: boolean) => sourcesOfKind(siteSources(contentDir, editionsOf(english)), 'notes');

/** A note's file, parsed once: its addresses are needed (for the links' checks) before its checks. */
export type ParsedNote = MarkdownSource & MarkdownFile;
export type ParsedNotes = Record<Language, ParsedNote[]>;

export const parseNotes = (files: Record<Language, MarkdownSource[]>): ParsedNotes =>
  Object.fromEntries(
    Object.entries(files).map(([language, sources]) => [language, sources.map((source) => ({ ...source, ...parseMarkdown(source.text) }))]),
  ) as ParsedNotes;

/** The addresses of each edition's notes that will be pages: drafts only when shown (`drafts`). */
export const noteSlugs = (parsed: ParsedNotes, { drafts = false } = {}) =>
  Object.fromEntries(
    Object.entries(parsed).map(([language, sources]) => [
      language,
      sources.filter((source) => drafts || source.frontMatter.data.draft !== true).map((source) => source.slug),
    ]),
  ) as Record<Language, string[]>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Each note's instant read once: reading one in a time zone takes Intl a few calls. */
const newestFirst = (notes: Note[], timeZone: string) =>
  notes
    .map((note) => ({ note, published: noteInstant(note.date, timeZone).getTime() }))
    .sort((a, b) => b.published - a.published || a.note.slug.localeCompare(b.note.slug))
    .map(({ note }) => note);

/**
 * `timeZone`: the site's, where a date without an offset is read; `drafts`: whether drafts are pages (the
 * dev server) or left out (the build).
 */
export function checkNotes(
  parsed: ParsedNotes,
  context: CheckContext,
  { timeZone, drafts = false }: { timeZone: string; drafts?: boolean },
): { notes: Notes; problems: Problem[] } {
  const problems: Problem[] = [];
  const notes = {} as Notes;
  const schema = factsSchema(timeZone);
  for (const [language, sources] of Object.entries(parsed) as [Language, ParsedNote[]][]) {
    const tagsBySlug = new Map<string, string>();
    notes[language] = [];
    for (const source of sources) {
      const { tree, frontMatter } = source;
      if (!SLUG.test(source.slug) || reservedNoteSlugs().includes(source.slug)) {
        const message = SLUG.test(source.slug)
          ? `este nome é o de uma lista de notas (${reservedNoteSlugs().join(', ')}): escolha outro`
          : 'o nome do arquivo é o endereço da nota: use só letras minúsculas sem acento, números e hífens (ex.: minha-nota.md)';
        problems.push({ file: source.file, line: 1, path: '', message, value: source.slug });
      }
      const factProblems = frontMatterProblems(source.file, frontMatter, schema);
      problems.push(...factProblems, ...bodyProblems(source.file, tree, context));
      if (factProblems.length > 0) continue;
      const facts = frontMatter.data as unknown as NoteFacts;
      facts.tags.forEach((tag, index) => {
        const known = tagsBySlug.get(tagSlug(tag));
        if (tagSlug(tag) === '') {
          problems.push({
            file: source.file,
            line: frontMatter.lines.tags ?? 1,
            path: `tags[${index}]`,
            message: 'uma tag precisa de letras ou números: é o endereço da sua lista',
            value: tag,
          });
        } else if (known !== undefined && known !== tag) {
          problems.push({
            file: source.file,
            line: frontMatter.lines.tags ?? 1,
            path: `tags[${index}]`,
            message: `tem o mesmo endereço que a tag "${known}" (${tagSlug(tag)}): escreva as duas igual`,
            value: tag,
          });
        }
        tagsBySlug.set(tagSlug(tag), tag);
      });
      if (facts.draft && !drafts) continue;
      notes[language].push({
        ...facts,
        date: withZoneOffset(facts.date, timeZone),
        ...(facts.updated ? { updated: withZoneOffset(facts.updated, timeZone) } : {}),
        draft: facts.draft === true,
        slug: source.slug,
        file: source.file,
        tree,
      });
    }
    notes[language] = newestFirst(notes[language], timeZone);
  }
  return { notes, problems };
}
