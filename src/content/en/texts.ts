export const heroIntro =
  'I build complete web applications, from the database to the interface, with a focus on performance, accessibility and code that is easy to maintain.';

export const biography = [
  'I am a fullstack developer in Porto Alegre, Brazil. I started out in technical support, where I learned to listen to the people who use a system and to solve real problems calmly and methodically.',
  'Today I build products with React, Node.js and TypeScript, from APIs and databases to fast interfaces that work well on any phone. I like simple code, tests that give confidence and frequent releases.',
];

export const siteDescription =
  'Portfolio of Gabriel Duarte, fullstack developer in Porto Alegre, Brazil: projects, skills, experience and contact.';
