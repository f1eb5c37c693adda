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

const lazySections = sectionRegistry.flatMap(({ id, Component }) => ('load' in Component ? [{ id, section: Component }] : []));

/**
 * Whether the sections are in the document, or come with the next render: each of those with code of
 * its own prerendered (a first load), or their code's load ended (after a move inside the app: the
 * page is then whole, a section whose code failed showing its error boundary's note).
 */
export const sectionsReady = () =>
  lazySections.every(({ section }) => section.settled) ||
  (typeof document !== 'undefined' && lazySections.every(({ id }) => document.getElementById(id) !== null));

/** Fetches every section's code: prerendering, which cannot wait for a section, does it first. */
export const loadSections = async () => {
  await Promise.all(lazySections.map(({ section }) => section.load()));
};
