import type { ComponentType } from 'react';
import type { SectionProps } from '../components/Section';
import { homeSections } from '../content/navigation';
import { AboutSection } from '../sections/AboutSection';
import { ContactSection } from '../sections/ContactSection';
import { ExperienceSection } from '../sections/ExperienceSection';
import { HeroSection } from '../sections/HeroSection';
import { ProjectsSection } from '../sections/ProjectsSection';
import { SkillsSection } from '../sections/SkillsSection';

/** Every section the home page can show, by the id its entry in src/content/navigation.ts gives it. */
const components = {
  inicio: HeroSection,
  'sobre-mim': AboutSection,
  'meus-projetos': ProjectsSection,
  'habilidades-tecnicas': SkillsSection,
  experiencia: ExperienceSection,
  contato: ContactSection,
} satisfies Record<string, ComponentType<SectionProps>>;

/** A section the site has a component for, whether or not the owner's navigation shows it. */
export type SectionId = keyof typeof components;

const isSectionId = (id: string): id is SectionId => Object.hasOwn(components, id);

/** The entries of the navigation that name no section: the build refuses them (tools/rendering/prerender.ts). */
export const unknownSections = homeSections.flatMap(({ id }, index) =>
  isSectionId(id) ? [] : [{ index, id, known: Object.keys(components) }],
);

/**
 * The section registry: the home page's sections in the owner's order (src/content/navigation.ts), each
 * with its anchor id and menu label and the component that renders it. It drives the home page and,
 * through the route, the header's navigation. An entry naming no section is left out, with the
 * specification's console warning, so the dev server still shows the rest.
 */
export const sectionRegistry = homeSections.flatMap((section) => {
  if (isSectionId(section.id)) return [{ ...section, id: section.id, Component: components[section.id] as ComponentType<SectionProps> }];
  console.warn(`Seção com id "${section.id}" não encontrada`);
  return [];
});
