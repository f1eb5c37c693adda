import type { LegalText } from '../types';

export const privacyText: LegalText = {
  title: 'Privacy',
  paragraphs: [
    'This site sets no cookies of its own and creates no accounts.',
    'When audience measurement is on, Google Analytics receives anonymous browsing data: pages and sections read, clicks on buttons and where the visit came from (campaign parameters). No name, e-mail address or message text is sent to it.',
    'The contact form sends your name, e-mail address, subject and message through an e-mail delivery service only so that I can reply. A draft is kept in your browser only while the tab is open.',
  ],
};

export const termsText: LegalText = {
  title: 'Terms',
  paragraphs: [
    'The content of this site presents my professional work and may be shared with due credit.',
    'The projects mentioned belong to their respective authors and clients. External links open in a new tab and follow the terms of the sites they lead to.',
  ],
};
