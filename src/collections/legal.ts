// The footer's dialogs (src/content/legal.yaml): the privacy text and the terms.
import { z } from 'zod';
import * as field from './fields';
import { exactly, paragraphs, text, translationFile } from './translated';

const legalText = z.strictObject({ title: field.text, paragraphs: field.paragraphs });

export const legalFile = () => z.strictObject({ privacyText: legalText, termsText: legalText });

export type LegalText = z.infer<typeof legalText>;

const translated = exactly({ title: text, paragraphs }, 'não se traduz');
export const legalTranslationFile = () => translationFile('legal', { privacyText: translated, termsText: translated });
