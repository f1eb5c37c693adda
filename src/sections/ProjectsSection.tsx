import { useEffect, useState } from 'react';
import { projects as siteProjects } from '../content/projects';
import type { Project } from '../content/types';
import { FilterBar } from '../components/FilterBar';
import { ProjectGrid } from '../components/ProjectGrid';
import { Reveal } from '../components/Reveal';
import { Section, SectionHeading } from '../components/SectionHeading';
import { track } from '../lib/analytics';
import { filterProjects, INITIAL_LOAD_MS, projectFilters, type ProjectFilter } from '../lib/projects';

export function ProjectsSection({ projects = siteProjects }: { projects?: readonly Project[] }) {
  const [filter, setFilter] = useState<ProjectFilter>('todos');
  // The first appearance of the grid is staggered; later filter changes are not.
  const [initialLoad, setInitialLoad] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setInitialLoad(false), INITIAL_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);

  const choose = (value: ProjectFilter) => {
    setFilter(value);
    track('click', { category: 'project_filter', label: value });
  };

  return (
    <Section id="meus-projetos">
      <SectionHeading sectionId="meus-projetos" title="Meus Projetos">
        Uma seleção do que construí, do frontend ao backend.
      </SectionHeading>
      <FilterBar label="Filtrar projetos por categoria" options={projectFilters} value={filter} onChange={choose} />
      <Reveal>
        <ProjectGrid projects={filterProjects(projects, filter)} animationKey={filter} stagger={initialLoad} />
      </Reveal>
    </Section>
  );
}
