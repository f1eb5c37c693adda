// The field rules shared by the content's schemas, each with the message an owner reads when it fails.
// Build and test code only: the page imports types from src/collections/, never these values.
import { z } from 'zod';
import { parsePeriod, PERIOD_FORMAT } from '../../tools/content/period';
import { isTimeZone } from '../../tools/content/timeZone';

export const text = z.string().trim().min(1, 'não pode ficar vazio');

export const texts = z.array(text);

export const paragraphs = texts.min(1, 'escreva pelo menos um parágrafo');

export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'use só letras minúsculas sem acento, números e hífens (ex.: meu-projeto)');

export const percentage = z.number().min(0, 'deve ser de 0 a 100').max(100, 'deve ser de 0 a 100');

export const email = z.email('e-mail inválido: use o formato nome@dominio.com');

/** Digits only with the country code, as wa.me expects. */
export const phone = z.string().regex(/^\d{10,15}$/, 'use só dígitos, com DDI e DDD (ex.: 5551999998888)');

export const timeZone = z
  .string()
  .refine(isTimeZone, 'fuso horário desconhecido: use um nome IANA, como America/Sao_Paulo ou Europe/Lisbon');

export const initials = z.string().regex(/^\p{L}{1,3}$/u, 'use de 1 a 3 letras, sem espaços nem pontos');

const HTTPS_MESSAGE = 'deve ser um endereço completo começando com https:// (ex.: https://github.com/seu-usuario)';

function isHttpsUrl(value: string): boolean {
  if (!value.startsWith('https://') || !URL.canParse(value)) return false;
  return new URL(value).hostname.includes('.');
}

export const httpsUrl = z.string().refine(isHttpsUrl, HTTPS_MESSAGE);

/** A demo address, or empty: the project schema allows empty only while the project is in progress. */
export const optionalHttpsUrl = z.string().refine((value) => value === '' || isHttpsUrl(value), HTTPS_MESSAGE);

export const period = z.string().superRefine((value, context) => {
  const parsed = parsePeriod(value);
  if (!parsed) context.addIssue({ code: 'custom', message: `use o formato ${PERIOD_FORMAT}` });
  else if (parsed.end !== null && parsed.start > parsed.end) context.addIssue({ code: 'custom', message: 'o início vem depois do fim' });
});

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

/** A file of the static folder as the page asks for it ('/images/…'); empty shows no image. */
export function staticImage(files: StaticFiles) {
  return z.string().superRefine((value, context) => {
    if (value === '') return;
    if (!/^\/[^\\]+$/.test(value) || value.split('/').includes('..')) {
      const message = `use o caminho do arquivo dentro de ${files.dir}/, começando com / (ex.: /images/projects/meu-projeto.svg)`;
      context.addIssue({ code: 'custom', message });
    } else if (!files.exists(value)) {
      context.addIssue({ code: 'custom', message: `arquivo não encontrado: ${files.dir}${value}` });
    }
  });
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
