import type { SectionProps } from '../components/Section';
import { homeSections } from 'site:content/navigation';
import { AboutSection } from '../sections/AboutSection';
import { ContactSection } from '../sections/ContactSection';
import { ExperienceSection } from '../sections/ExperienceSection';
import { HeroSection } from '../sections/HeroSection';
import { ProjectsSection } from '../sections/ProjectsSection';
import { SkillsSection } from '../sections/SkillsSection';
import { orderSections, type SectionComponent } from './sectionOrder';

/**
 * Every section the home page can show, by the id its entry in src/content/navigation.yaml gives it; a
 * section an owner added carries its own place and label (docs/content.md, "Add a section").
 */
const components = {
  inicio: HeroSection,
  'sobre-mim': AboutSection,
  'meus-projetos': ProjectsSection,
  'habilidades-tecnicas': SkillsSection,
  experiencia: ExperienceSection,
  contato: ContactSection,
} satisfies Record<string, SectionComponent<SectionProps>>;

/** A section the site has a component for, whether or not the owner's navigation shows it. */
export type SectionId = keyof typeof components;

/** The entries of the navigation that name no section: the build refuses them (tools/rendering/prerender.ts). */
export const unknownSections = homeSections.flatMap(({ id }, index) =>
  Object.hasOwn(components, id) ? [] : [{ index, id, known: Object.keys(components) }],
);

/**
 * The section registry: the home page's sections in order (sectionOrder.ts), each with its anchor id,
 * its menu label and the component that renders it. It drives the home page, its header's menu (on
 * every page), its footer's and hero's links and the sections' numbers: whatever lists the home page's
 * sections reads it, never the navigation alone.
 */
export const sectionRegistry = orderSections<SectionId, SectionComponent<SectionProps>>(homeSections, components);
