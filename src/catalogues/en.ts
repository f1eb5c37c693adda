// Everything the interface says in English: the same keys as pt-BR.ts, in natural English.
import type { Catalogue } from './pt-BR';

export const ui: Catalogue = {
  skipLink: 'Skip to content',
  header: {
    home: 'Back to the top',
    navigation: 'Main navigation',
    menu: 'Menu',
    notes: 'Notes',
    search: 'Search',
    lightTheme: 'Switch to light theme',
    darkTheme: 'Switch to dark theme',
    otherEdition: { label: 'Versão em português', text: 'Português', short: 'PT' },
  },
  newTab: ' (opens in a new tab)',
  hero: { greeting: "Hi, I'm", work: 'See my work', contact: 'Contact', profiles: 'Profiles' },
  about: {
    title: 'About Me',
    portrait: (name) => `Portrait of ${name}`,
    technologies: 'Main Technologies',
    print: 'Print résumé',
    download: 'Download résumé',
  },
  contact: {
    title: 'Contact',
    intro: 'Have a project or a position in mind? Let’s talk.',
    details: 'Contact Details',
    social: 'Social Profiles',
    email: 'Email',
    location: 'Location',
    github: 'Projects and open source',
    linkedin: 'Professional profile',
  },
  footer: { privacy: 'Privacy', terms: 'Terms', contact: 'Contact' },
  dialog: {
    close: 'Close',
    unavailable: {
      title: 'Text unavailable',
      paragraphs: ['This text could not be loaded right now. Check your connection and try again.'],
    },
  },
  scrollTop: 'Back to top',
  notFound: {
    title: 'Page not found',
    prefix: 'Error 404: ',
    text: 'The page you are looking for does not exist or has been removed.',
    home: 'Back to Home',
  },
  errors: {
    part: 'This part of the page could not be shown.',
    partContact: 'You can reach me directly by email at ',
    page: 'This page could not be shown',
    pageText:
      'Something went wrong while building the page. Try going back to the home page, or reach me through one of the channels below.',
    talk: 'Talk to me',
  },
};
