// What the consent notice says, in English: the same keys as pt-BR.ts.
import type { ConsentCatalogue } from './pt-BR';

export const consentUi: ConsentCatalogue = {
  label: 'Cookie notice',
  text: 'With your permission, I use Google Analytics to count visits and see which sections and projects interest people most. It stores cookies in your browser; if you decline, nothing is measured.',
  accept: 'Accept',
  refuse: 'Decline',
  preferences: 'Cookie preferences',
};
