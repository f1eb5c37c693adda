// The site's own texts (src/content/texts.yaml): the hero's introduction, the biography, the description.
import { z } from 'zod';
import * as field from './fields';
import { paragraphs, text, translationFile } from './translated';

export const textsFile = () => z.strictObject({ heroIntro: field.text, biography: field.paragraphs, siteDescription: field.text });

export type Texts = z.infer<ReturnType<typeof textsFile>>;

export const textsTranslationFile = () => translationFile('texts', { heroIntro: text, biography: paragraphs, siteDescription: text });
