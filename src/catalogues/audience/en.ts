// What the privacy text adds where the site counts its audience without cookies, in English: the same keys as pt-BR.ts.
import type { AudienceCatalogue } from './pt-BR';

export const audienceUi: AudienceCatalogue = {
  providers: { plausible: 'Plausible', umami: 'Umami', goatcounter: 'GoatCounter' },
  statement: (provider, host, months) =>
    `This site counts visits with ${provider}, served by ${host}, without cookies and without storing anything on your device. ` +
    'At most this goes there: the address of each page viewed (without parameters), the site you came from, the page title, ' +
    "the browser's language, the screen size and clicks on this site's buttons and links; no name, e-mail address or message text. " +
    'No identifier follows you from one site to another or from one day to the next, and nothing is shared with third parties. ' +
    `The numbers serve only this site's statistics and are kept for ${months} months. ` +
    "With your browser's Global Privacy Control or Do Not Track signal, nothing is sent.",
  counted: 'Your visits are counted.',
  optedOut: 'Your visits are not counted in this browser.',
  browserSignal: 'Your browser asks not to be measured: nothing is sent.',
  optOut: "Don't count my visits",
  optIn: 'Count my visits again',
};
