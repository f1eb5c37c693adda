// The site's own texts (src/content/texts.yaml): the hero's introduction, the biography, the description.
import { z } from 'zod';
import { defineCollection } from './rules/defineCollection';
import * as field from './rules/fields';

export const textsFile = () =>
  z.strictObject({
    heroIntro: field.longText.meta({
      title: 'Introdução do topo',
      translatable: true,
      description: 'O parágrafo sob o seu nome, no topo da página.',
    }),
    biography: field.paragraphs.meta({ title: 'Biografia', translatable: true, description: 'Os parágrafos da seção "Sobre Mim".' }),
    siteDescription: field.longText.meta({
      title: 'Descrição do site',
      translatable: true,
      description: 'O resumo que buscadores e redes sociais mostram sob o título (umas 150 letras).',
    }),
  });

export type Texts = z.infer<ReturnType<typeof textsFile>>;

export const collection = defineCollection({
  file: 'texts',
  label: { 'pt-BR': 'Textos', en: 'Texts' },
  schema: textsFile,
});

/** What the page imports from `site:content/texts`. */
export declare const { heroIntro, biography, siteDescription }: z.output<ReturnType<typeof textsFile>>;
