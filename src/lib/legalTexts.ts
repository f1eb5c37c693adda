import type { LegalText } from '../collections/legal';

/** A legal text of the content, loaded at its dialog's first opening: the page's own script does not carry them. */
const legalText = (name: 'privacyText' | 'termsText') => (): Promise<LegalText> =>
  import('site:content/legal').then((legal) => legal[name]);

export const loadPrivacyText = legalText('privacyText');
export const loadTermsText = legalText('termsText');
