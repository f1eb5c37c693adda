import type { ComponentType } from 'react';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { AboutSection } from '../sections/AboutSection';
import { ContactSection } from '../sections/ContactSection';
import { ExperienceSection } from '../sections/ExperienceSection';
import { HeroSection } from '../sections/HeroSection';
import { ProjectsSection } from '../sections/ProjectsSection';
import { SkillsSection } from '../sections/SkillsSection';

// In the order of the navigation; each behind its own boundary so one failure hides only itself.
const sections: ComponentType[] = [HeroSection, AboutSection, ProjectsSection, SkillsSection, ExperienceSection, ContactSection];

export function HomePage() {
  return (
    <>
      {sections.map((SectionComponent, index) => (
        <ErrorBoundary key={index}>
          <SectionComponent />
        </ErrorBoundary>
      ))}
    </>
  );
}
