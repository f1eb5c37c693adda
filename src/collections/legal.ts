// The footer's dialogs (src/content/legal.yaml): the privacy text and the terms.
import { z } from 'zod';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';

const legalText = z.strictObject({
  title: field.text.meta({ title: 'Título', translatable: true }),
  paragraphs: field.paragraphs.meta({ title: 'Parágrafos', translatable: true }),
});

/**
 * What the build sends where is said by the build's own paragraphs (the consent and audience catalogues),
 * chosen by the provider it sends to: an owner's paragraph naming a provider would speak of one the build
 * may not use (LGPD art. 9, GDPR art. 13: a privacy text describes the processing that happens).
 */
const PROVIDER = /google analytics|plausible|umami|goatcounter|\b_ga\b/i;
function ownWords(text: { paragraphs?: unknown }, context: z.RefinementCtx) {
  if (!Array.isArray(text.paragraphs)) return;
  text.paragraphs.forEach((paragraph, index) => {
    if (typeof paragraph === 'string' && PROVIDER.test(paragraph))
      context.addIssue({
        code: 'custom',
        path: ['paragraphs', index],
        message: 'não cite o serviço de medição de visitas: o build escreve o parágrafo do que ele usa (docs/analytics.md)',
      });
  });
}

export const legalFile = () =>
  z.strictObject({
    privacyText: legalText
      .superRefine(ownWords, field.ALWAYS)
      .meta({ title: 'Política de privacidade', description: 'A janela do link "Privacidade" do rodapé.' }),
    termsText: legalText.meta({ title: 'Termos de uso', description: 'A janela do link "Termos" do rodapé.' }),
  });

export type LegalText = z.infer<typeof legalText>;

export const collection = defineCollection({
  file: 'legal',
  label: { 'pt-BR': 'Privacidade e termos', en: 'Privacy and terms' },
  schema: legalFile,
});

/** What the page imports from `site:content/legal`. */
export declare const { privacyText, termsText }: z.output<ReturnType<typeof legalFile>>;
