// The 'Principais Tecnologias' grid of the about section, in display order.
export const mainTechnologies = [
  'React',
  'Node.js',
  'TypeScript',
  'MongoDB',
  'PostgreSQL',
  'Docker',
  'Git',
  'Python',
  'Tailwind',
  'Django',
] as const;
