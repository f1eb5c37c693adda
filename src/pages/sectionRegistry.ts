import type { ComponentType } from 'react';
import { lazySection, type LazySection } from '../app/startup/lazySection';
import type { SectionProps } from '../components/Section';
import { homeSections, type SectionId } from '../content/navigation';
import { AboutSection } from '../sections/AboutSection';
import { HeroSection } from '../sections/HeroSection';

const later = () => import('./laterSections');

/**
 * The hero and About, the first screen wherever the page is read, come with the page's script; the
 * other sections' code is a file of its own (laterSections.ts), fetched when the first of them comes
 * near or is used (src/app/startup/lazySection.tsx). A first view loads the script at start only, and
 * a page other than the home page carries none of those sections. (About in that file too would make
 * the script at start smaller, but every first view would then fetch the file at once.)
 */
const components: Record<SectionId, ComponentType<SectionProps> | LazySection> = {
  inicio: HeroSection,
  'sobre-mim': AboutSection,
  'meus-projetos': lazySection(() => later().then((module) => module.ProjectsSection)),
  'habilidades-tecnicas': lazySection(() => later().then((module) => module.SkillsSection)),
  experiencia: lazySection(() => later().then((module) => module.ExperienceSection)),
  contato: lazySection(() => later().then((module) => module.ContactSection)),
};

/**
 * The section registry: the home page's sections in order, each with its anchor id and menu label
 * (owner content, src/content/navigation.ts) and the component that renders it. It drives the home
 * page and, through the route, the header's navigation.
 */
export const sectionRegistry = homeSections.map((section) => ({ ...section, Component: components[section.id] }));

const lazySections = sectionRegistry.flatMap(({ Component }) => ('load' in Component ? [Component] : []));

/** Whether every section's code is in. */
export const sectionsLoaded = () => lazySections.every((section) => section.loaded);

/**
 * Whether the sections are in the document, or come with the next render: prerendered (a first
 * load), or their code in (the page shown after a move inside the app is then whole).
 */
export const sectionsReady = () =>
  sectionsLoaded() || (typeof document !== 'undefined' && document.getElementById(sectionRegistry.at(-1)!.id) !== null);

/** Fetches every section's code: prerendering, which cannot wait for a section, does it first. */
export const loadSections = async () => {
  await Promise.all(lazySections.map((section) => section.load()));
};
