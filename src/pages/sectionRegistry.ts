import type { ComponentType } from 'react';
import type { SectionProps } from '../components/Section';
import { homeSections, type SectionId } from '../content/navigation';
import { AboutSection } from '../sections/AboutSection';
import { ContactSection } from '../sections/ContactSection';
import { ExperienceSection } from '../sections/ExperienceSection';
import { HeroSection } from '../sections/HeroSection';
import { ProjectsSection } from '../sections/ProjectsSection';
import { SkillsSection } from '../sections/SkillsSection';

const components: Record<SectionId, ComponentType<SectionProps>> = {
  inicio: HeroSection,
  'sobre-mim': AboutSection,
  'meus-projetos': ProjectsSection,
  'habilidades-tecnicas': SkillsSection,
  experiencia: ExperienceSection,
  contato: ContactSection,
};

/**
 * The section registry: the home page's sections in order, each with its anchor id and menu label
 * (owner content, src/content/navigation.ts) and the component that renders it. It drives the home
 * page and, through the route, the header's navigation.
 */
export const sectionRegistry = homeSections.map((section) => ({ ...section, Component: components[section.id] }));
