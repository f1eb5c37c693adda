// The field rules shared by the content's schemas, each with the message an owner reads when it fails.
// Build and test code only: the page imports types from src/collections/, never these values.
// Each field of a schema carries its name and help for the owner, in Portuguese, as zod metadata
// (`.meta({ title, description })`), which the JSON Schemas and the /admin/ editor's labels and hints
// are made from (tools/admin/fields.ts). Keys of our own say what a JSON Schema cannot (JSON Schema
// tools ignore them): `long`, a text of a paragraph or more (a text area in the editor), `date`, `period`,
// and `translatable`: a text the English edition writes in English, beside the Portuguese; every other
// value of the English file is a copy of the Portuguese one (tools/content/translatable.ts).
import { z } from 'zod';
import { parsePeriod, PERIOD_FORMAT } from '../../lib/period';
import { isTimeZone } from '../../lib/timeZone';

export const text = z.string().trim().min(1, 'não pode ficar vazio');

/** A text of a paragraph or more: a description, an introduction. */
export const longText = text.meta({ long: true });

/** A list of short texts, each named `item` (the editor's add button: "Adicionar Etiqueta"). */
export const texts = (item: string) => z.array(text.meta({ title: item }));

export const paragraphs = z.array(longText.meta({ title: 'Parágrafo' })).min(1, 'escreva pelo menos um parágrafo');

/**
 * A text that matches `pattern`: the JSON Schema carries the pattern with the message
 * (`patternErrorMessage`, which VS Code shows too), so the editors check it as the build does.
 */
const matching = (pattern: RegExp, message: string) => z.string().regex(pattern, message).meta({ patternErrorMessage: message });

export const slug = matching(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use só letras minúsculas sem acento, números e hífens (ex.: meu-projeto)');

export const percentage = z.number().min(0, 'deve ser de 0 a 100').max(100, 'deve ser de 0 a 100');

const EMAIL_MESSAGE = 'e-mail inválido: use o formato nome@dominio.com';
export const email = z.email(EMAIL_MESSAGE).meta({ patternErrorMessage: EMAIL_MESSAGE });

/** Digits only with the country code, as wa.me expects. */
export const phone = matching(/^\d{10,15}$/, 'use só dígitos, com DDI e DDD (ex.: 5551999998888)');

export const timeZone = z
  .string()
  .refine(isTimeZone, 'fuso horário desconhecido: use um nome IANA, como America/Sao_Paulo ou Europe/Lisbon');

export const initials = matching(/^\p{L}{1,3}$/u, 'use de 1 a 3 letras, sem espaços nem pontos');

const HTTPS_MESSAGE = 'deve ser um endereço completo começando com https:// (ex.: https://github.com/seu-usuario)';
/** What an address looks like: https://, a host with a dot, then anything after a /, ? or #. */
const HTTPS_ADDRESS = String.raw`https://[^/?#\s]+\.[^/?#\s]+(?:[/?#].*)?`;

/** The pattern, then what only code can say: the address parses, and its host (not a user's name before @) has a dot. */
function isHttpsUrl(value: string): boolean {
  if (!new RegExp(`^${HTTPS_ADDRESS}$`).test(value) || !URL.canParse(value)) return false;
  return new URL(value).hostname.includes('.');
}

export const httpsUrl = z
  .string()
  .refine(isHttpsUrl, HTTPS_MESSAGE)
  .meta({ pattern: `^${HTTPS_ADDRESS}$`, patternErrorMessage: HTTPS_MESSAGE });

/**
 * A demo address, or empty (left out, as the editor writes an empty one): the project schema allows empty
 * only while the project is in progress.
 */
export const optionalHttpsUrl = z
  .string()
  .refine((value) => value === '' || isHttpsUrl(value), HTTPS_MESSAGE)
  .default('')
  .meta({ pattern: `^(?:${HTTPS_ADDRESS})?$`, patternErrorMessage: HTTPS_MESSAGE });

export const period = z
  .string()
  .superRefine((value, context) => {
    const parsed = parsePeriod(value);
    if (!parsed) context.addIssue({ code: 'custom', message: `use o formato ${PERIOD_FORMAT}` });
    else if (parsed.end !== null && parsed.start > parsed.end) context.addIssue({ code: 'custom', message: 'o início vem depois do fim' });
  })
  // `period`: the English edition writes it in English (tools/content/translatable.ts).
  .meta({ title: 'Período', description: `No formato ${PERIOD_FORMAT}.`, period: true });

/** Whether a page from Markdown is found by the site's search (left out, it is); `page` names it in the hint ('a nota'). */
export const inSearch = (page: string) =>
  z
    .boolean('use true ou false')
    .optional()
    .meta({ title: 'Na busca', description: `Desligado, ${page} não aparece na busca do site.` });

export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, `categoria inválida: use ${values.join(', ')}`);
}

export interface StaticFiles {
  /** The folder as the owner knows it, for messages: 'static'. */
  dir: string;
  exists(publicPath: string): boolean;
}

/** Every path names a file: what a schema made without the static folder at hand (the JSON Schemas) assumes. */
export const ANY_FILES: StaticFiles = { dir: 'static', exists: () => true };

/**
 * A file of the static folder as the page asks for it ('/images/…'); empty, or left out (as the editor
 * writes an empty picture it copies into the English twin), shows no image.
 */
export function staticImage(files: StaticFiles) {
  return z
    .string()
    .superRefine((value, context) => {
      if (value === '') return;
      if (!/^\/[^\\]+$/.test(value) || value.split('/').includes('..')) {
        const message = `use o caminho do arquivo dentro de ${files.dir}/, começando com / (ex.: /images/projects/meu-projeto.svg)`;
        context.addIssue({ code: 'custom', message });
      } else if (!files.exists(value)) {
        context.addIssue({ code: 'custom', message: `arquivo não encontrado: ${files.dir}${value}` });
      }
    })
    .default('');
}

// Cross-field rules run even when a field of the same item already failed, so one build lists every
// problem; not when the item is no object or list at all (a missing key, a file that is not YAML).
export const ALWAYS = { when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Ids name items in links, analytics and React keys: each once per collection. */
function uniqueIds(name: string) {
  return (items: readonly unknown[], context: z.RefinementCtx) => {
    // ALWAYS runs this on what failed the list's own check too: a missing key, a file that is not YAML.
    if (!Array.isArray(items)) return;
    const firstIndex = new Map<string, number>();
    items.forEach((item, index) => {
      const id = isRecord(item) ? item.id : undefined;
      if (typeof id !== 'string') return;
      const first = firstIndex.get(id);
      if (first === undefined) firstIndex.set(id, index);
      else context.addIssue({ code: 'custom', path: [index, 'id'], message: `id repetido: já usado em ${name}[${first}]` });
    });
  };
}

/** A list of items that each have an id of their own. */
export const collection = <T extends z.ZodType>(name: string, item: T) => z.array(item).superRefine(uniqueIds(name), ALWAYS);
