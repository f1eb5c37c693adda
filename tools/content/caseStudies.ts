/**
 * The case studies: an optional Markdown file per project (`projects/<id>.md` of the content folder),
 * its English text in `en/projects/<id>.md` when the site has an English edition, whose front matter is
 * a twin of the Portuguese one (./translatable.ts: the role, the outcome and the links' labels in English,
 * the rest copied). Every problem is listed with its file and line: a name that is not a project's id,
 * front matter that breaks its schema or is no twin, a body the Markdown checks refuse
 * (tools/markdown/checks.ts), a text without its translation or a translation without its text.
 */
import { join } from 'node:path';
import type { Root } from 'mdast';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, type Language } from '../../src/lib/editions';
import type { CheckContext } from '../markdown/checks';
import { parseMarkdown, type FrontMatter } from '../markdown/parse';
import * as field from '../../src/collections/rules/fields';
import { bodyProblems, frontMatterProblems, unknownKeys } from './markdownProblems';
import { editionsOf, siteSources, sourcesOfKind, type MarkdownSource } from './markdownFiles';
import { formatPath, type Problem } from './problems';
import { mergeTwin, twinDifferences, twinSchemaOf } from './translatable';
import { TRANSLATION_LANGUAGE } from './translation';
import { differenceMessage, differenceValue } from './twins';

export interface CaseStudy extends Omit<CaseStudyFacts, 'links'> {
  /** The project's id. */
  id: string;
  /** The Markdown file, as the owner opens it. */
  file: string;
  links: { label: string; url: string }[];
  /** The checked body. */
  tree: Root;
}

/** Each edition's case studies, in the order of the projects. */
export type CaseStudies = Record<Language, CaseStudy[]>;

const team = z
  .number({ error: 'escreva o número de pessoas do time, você incluído (1 num projeto só seu)' })
  .int('use um número inteiro de pessoas')
  .min(1, 'use o número de pessoas do time, a partir de 1')
  .meta({ title: 'Tamanho do time', description: 'Quantas pessoas, você incluído (1 num projeto só seu).' });

// The texts both editions write, named once for the editor.
const role = field.text.meta({
  title: 'Seu papel',
  translatable: true,
  description: 'Ex.: Desenvolvedor fullstack, único desenvolvedor.',
});
const outcome = field.longText.meta({
  title: 'Resultado',
  translatable: true,
  description: 'O que o projeto mudou, em uma ou duas frases.',
});

export const factsSchema = z.strictObject(
  {
    role,
    period: field.period,
    team,
    outcome,
    links: z
      .array(
        z
          .strictObject(
            { label: field.text.meta({ title: 'Rótulo', translatable: true }), url: field.httpsUrl.meta({ title: 'Endereço' }) },
            { error: unknownKeys('label, url') },
          )
          .meta({ title: 'Link' }),
      )
      .optional()
      .meta({ title: 'Links', description: 'Repositório, demonstração, artigo: aparecem no topo do estudo.' }),
    search: field.inSearch('o estudo de caso'),
  },
  { error: unknownKeys('role, period, team, outcome, links, search') },
);

/**
 * The front matter of a case study, `projects/<project id>.md` of the content folder (its body is
 * Markdown): the facts a recruiter scans first.
 */
export type CaseStudyFacts = z.infer<typeof factsSchema>;

const FACTS = twinSchemaOf(factsSchema);

/** The problems of an English case study's front matter that is no twin of its Portuguese one's. */
function twinProblems(source: MarkdownSource, frontMatter: FrontMatter, original: Read): Problem[] {
  return twinDifferences(FACTS, original.frontMatter.data, frontMatter.data).map((difference) => ({
    file: source.file,
    line: frontMatter.lines[String(difference.path[0])] ?? frontMatter.line,
    path: formatPath(difference.path),
    message: differenceMessage(difference, original.source.file),
    value: differenceValue(difference, frontMatter.data),
  }));
}

interface Read {
  source: MarkdownSource;
  frontMatter: FrontMatter;
  tree: Root;
}

/** The case studies' files of every edition (English only with an English edition), for a caller that needs no notes. */
export const caseStudyFiles = (contentDir: string, english: boolean) =>
  sourcesOfKind(siteSources(contentDir, editionsOf(english)), 'caseStudies');

/** The ids of the projects with a case study: the files named after one (a misnamed file is a problem of checkCaseStudies). */
export const caseStudyIds = (files: Record<Language, MarkdownSource[]>, content: { projects: readonly { id: string }[] }) =>
  content.projects.filter((project) => files[DEFAULT_LANGUAGE].some((source) => source.slug === project.id)).map((project) => project.id);

export function checkCaseStudies(
  files: Record<Language, MarkdownSource[]>,
  content: { projects: readonly { id: string }[] },
  languages: readonly Language[],
  context: CheckContext,
): { caseStudies: CaseStudies; problems: Problem[] } {
  const ids = content.projects.map((project) => project.id);
  const problems: Problem[] = [];
  const read = (source: MarkdownSource): Read => ({ source, ...parseMarkdown(source.text) });
  const portuguese = new Map(files[DEFAULT_LANGUAGE].map((source) => [source.slug, read(source)]));
  const english = new Map(files[TRANSLATION_LANGUAGE].map((source) => [source.slug, read(source)]));
  const translated = languages.includes(TRANSLATION_LANGUAGE);

  for (const { source, frontMatter, tree } of portuguese.values()) {
    if (!ids.includes(source.slug)) {
      problems.push({
        file: source.file,
        line: 1,
        path: '',
        message: `o nome do arquivo deve ser o id de um projeto de projects.ts (${ids.join(', ')})`,
        value: source.slug,
      });
    }
    problems.push(...frontMatterProblems(source.file, frontMatter, factsSchema), ...bodyProblems(source.file, tree, context));
    if (translated && !english.has(source.slug)) {
      problems.push({
        file: source.file,
        line: 1,
        path: '',
        message: `falta a tradução: ${join(source.file, '..', '..', 'en', 'projects', `${source.slug}.md`)}`,
      });
    }
  }
  for (const { source, frontMatter, tree } of english.values()) {
    const original = portuguese.get(source.slug);
    if (!original)
      problems.push({
        file: source.file,
        line: 1,
        path: '',
        message: `não há estudo de caso em português com este nome (${join(source.file, '..', '..', '..', 'projects', `${source.slug}.md`)})`,
        value: source.slug,
      });
    const refused = frontMatterProblems(source.file, frontMatter, factsSchema);
    problems.push(...refused, ...bodyProblems(source.file, tree, context));
    if (original && refused.length === 0) problems.push(...twinProblems(source, frontMatter, original));
  }
  // With problems, the case studies that have none (in each edition): what the checks that follow read (the pictures' shapes).
  const failed = new Set(problems.map((problem) => problem.file));
  const passed = (read: Read | undefined) => read !== undefined && !failed.has(read.source.file);
  const inOrder = ids.filter((id) => passed(portuguese.get(id)) && (!translated || passed(english.get(id))));
  const facts = (id: string) => portuguese.get(id)!.frontMatter.data as unknown as CaseStudyFacts;
  const caseStudies: CaseStudies = {
    'pt-BR': inOrder.map((id) => ({
      ...facts(id),
      id,
      file: portuguese.get(id)!.source.file,
      links: facts(id).links ?? [],
      tree: portuguese.get(id)!.tree,
    })),
    en: !translated
      ? []
      : inOrder.map((id) => {
          const { source, frontMatter, tree } = english.get(id)!;
          const merged = mergeTwin(FACTS, facts(id), frontMatter.data) as CaseStudyFacts;
          return { ...merged, id, file: source.file, links: merged.links ?? [], tree };
        }),
  };
  return { caseStudies, problems };
}
