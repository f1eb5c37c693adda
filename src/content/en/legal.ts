import type { LegalText } from '../types';

export const privacyText: LegalText = {
  title: 'Privacy',
  paragraphs: [
    'This site creates no accounts and stores cookies only with your permission.',
    'When audience measurement is on, a notice asks whether you accept. Only if you do, Google Analytics receives browsing data: pages and sections read, clicks on buttons, where the visit came from (campaign parameters), the kind of device and the approximate region; no name, e-mail address or message text. It tells me what interests visitors of this portfolio. The basis is your consent (Brazil’s LGPD, art. 7, I; the GDPR, art. 6(1)(a)); Google Analytics keeps the data for 14 months, and the _ga cookies stay in your browser for up to 2 years.',
    'You can change your mind at any time with the "Cookie preferences" button at the end of this text: declining stops the measurement at once and deletes the _ga cookies. If your browser sends the Global Privacy Control signal, it counts as declining and no notice is shown. Your choice is kept in this browser only.',
    'The contact form sends your name, e-mail address, subject and message through an e-mail delivery service only so that I can answer your request. A draft is kept in your browser only while the tab is open.',
  ],
};

export const termsText: LegalText = {
  title: 'Terms',
  paragraphs: [
    'The content of this site presents my professional work and may be shared with due credit.',
    'The projects mentioned belong to their respective authors and clients. External links open in a new tab and follow the terms of the sites they lead to.',
  ],
};
