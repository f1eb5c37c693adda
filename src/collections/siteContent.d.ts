// The content as the page imports it: `import { owner } from 'site:content/owner'` names a key of
// src/content/owner.yaml (or of the content folder a build is given). The build's esbuild plugin
// (tools/content/source.ts) and the test processes (test/setup/demoContent.ts) answer these imports
// with the data file's keys; the types are the schemas' (import type only: no zod in the page).
declare module 'site:content/owner' {
  export const owner: import('./owner').Owner;
}
declare module 'site:content/projects' {
  export const projects: import('./projects').Project[];
}
declare module 'site:content/skills' {
  export const skills: import('./skills').Skill[];
}
declare module 'site:content/experiences' {
  export const experiences: import('./experiences').Experience[];
}
declare module 'site:content/texts' {
  export const heroIntro: string;
  export const biography: string[];
  export const siteDescription: string;
}
declare module 'site:content/technologies' {
  export const mainTechnologies: readonly string[];
}
declare module 'site:content/legal' {
  export const privacyText: import('./legal').LegalText;
  export const termsText: import('./legal').LegalText;
}
declare module 'site:content/navigation' {
  export const homeSections: readonly import('./navigation').Section[];
}
// A data file an owner adds with a section of her own (docs/content.md, "Add a section"): its keys are
// typed by the section's component, which declares this module again with its schema's type.
declare module 'site:content/*';
