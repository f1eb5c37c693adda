// The home sections below the first screen, as one file of their own (src/pages/sectionRegistry.ts): one file
// rather than one each, because esbuild would otherwise split what each shares with the page's script
// into a file per combination, a dozen small requests at start that compress worse than one.
export { ContactSection } from '../sections/ContactSection';
export { ExperienceSection } from '../sections/ExperienceSection';
export { ProjectsSection } from '../sections/ProjectsSection';
export { SkillsSection } from '../sections/SkillsSection';
