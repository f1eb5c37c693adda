import type { OwnerTranslation } from '../types';

// Only what reads differently in English; the rest of the owner is src/content/owner.ts.
export const owner: OwnerTranslation = {
  role: 'fullstack developer',
  location: 'Porto Alegre, RS - Brazil',
  availability: 'Open to projects and positions',
  whatsappMessage: 'Hi, Gabriel! I saw your portfolio and would like to talk about a project.',
  headline: 'Fullstack developer: React, Node.js and TypeScript, from the database to the interface',
  spokenLanguages: [
    { language: 'Portuguese', fluency: 'Native' },
    { language: 'English', fluency: 'Advanced (reading and conversation)' },
  ],
  education: [{ studyType: 'Associate degree', area: 'Systems Analysis and Development' }],
};
