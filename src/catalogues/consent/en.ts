// What the consent notice says, in English: the same keys as pt-BR.ts.
import type { ConsentCatalogue } from './pt-BR';

export const consentUi: ConsentCatalogue = {
  label: 'Cookie notice',
  text: 'With your permission, I use Google Analytics to count visits and see which sections and projects interest people most. It stores cookies in your browser; if you decline, nothing is measured.',
  accept: 'Accept',
  refuse: 'Decline',
  preferences: 'Cookie preferences',
  privacy: [
    'Only if you accept the cookie notice, Google Analytics receives browsing data: pages and sections read, clicks on buttons, where the visit came from (campaign parameters), the kind of device and the approximate region; no name, e-mail address or message text. It tells me what interests visitors of this portfolio. The basis is your consent (Brazil’s LGPD, art. 7, I; the GDPR, art. 6(1)(a)); Google Analytics keeps the data for 14 months, and the _ga cookies stay in your browser for up to 2 years.',
    'You can change your mind at any time with the button below: declining stops the measurement at once and deletes the _ga cookies. If your browser sends the Global Privacy Control signal, it counts as declining and no notice is shown. Your choice is kept in this browser only.',
  ],
};
