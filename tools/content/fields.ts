// The field rules shared by the content schema, each with the message an owner reads when it fails.
import { z } from 'zod';
import { parsePeriod, PERIOD_FORMAT } from './period';
import { isTimeZone } from './timeZone';

export const text = z.string().trim().min(1, 'não pode ficar vazio');

export const texts = z.array(text);

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

export interface StaticFiles {
  /** The folder as the owner knows it, for messages: 'static'. */
  dir: string;
  exists(publicPath: string): boolean;
}

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
