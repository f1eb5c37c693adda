import { useEffect, useState } from 'react';
import { projects as siteProjects } from 'site:content/projects';
import type { Project } from '../collections/projects';
import { FilterBar } from '../components/FilterBar';
import { ProjectGrid } from '../components/ProjectGrid';
import { Reveal } from '../components/Reveal';
import { Section, SectionHeading, type SectionProps } from '../components/Section';
import { useAddressFilter } from '../hooks/useAddressFilter';
import { filterProjects, INITIAL_LOAD_MS, projectFilters, type ProjectFilter } from '../lib/projects';
import { sectionsUi } from '../catalogues/sections';

export function ProjectsSection({ id, projects = siteProjects }: SectionProps & { projects?: readonly Project[] }) {
  const [filter, choose, filterChosen] = useAddressFilter<ProjectFilter>('projects', 'todos', projectFilters, 'project_filter');
  // The first appearance of the grid is staggered; later filter changes are not.
  const [initialLoad, setInitialLoad] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setInitialLoad(false), INITIAL_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Section id={id}>
      <SectionHeading sectionId={id} title={sectionsUi.projects.title}>
        {sectionsUi.projects.intro}
      </SectionHeading>
      <FilterBar label={sectionsUi.projects.filter} options={projectFilters} value={filter} onChange={choose} />
      <Reveal>
        <ProjectGrid projects={filterProjects(projects, filter)} animationKey={filter} entering={filterChosen} stagger={initialLoad} />
      </Reveal>
    </Section>
  );
}
