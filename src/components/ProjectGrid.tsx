import type { Project } from '../collections/projects';
import { classNames } from '../lib/classNames';
import { config } from '../lib/config';
import { caseStudyPath } from '../lib/pagePaths';
import { SKELETON_COUNT } from '../lib/projects';
import { ProjectCard, ProjectCardSkeleton } from './ProjectCard';
import { sectionsUi } from '../catalogues/sections';

/**
 * Cards in a grid; `animationKey` remounts the list so its entry animation restarts. The cards play
 * it when `entering` is set or when the grid scrolls into view inside a Reveal; `stagger` delays each
 * card a little more than the previous one.
 */
export function ProjectGrid({
  projects,
  loading = false,
  animationKey,
  entering = false,
  stagger = false,
}: {
  projects: readonly Project[];
  loading?: boolean;
  animationKey?: string;
  entering?: boolean;
  stagger?: boolean;
}) {
  if (loading) {
    return (
      <div className="project-grid" aria-busy="true">
        <p className="sr-only">{sectionsUi.projects.loading}</p>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <ProjectCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (projects.length === 0) return <p className="empty-state">{sectionsUi.projects.empty}</p>;
  return (
    <ul key={animationKey} className={classNames('project-grid', entering && 'project-grid--entering', stagger && 'project-grid--stagger')}>
      {projects.map((project) => (
        <li key={project.id} className="project-grid__item">
          <ProjectCard
            project={project}
            caseStudy={config.caseStudies.includes(project.id) ? caseStudyPath(project.id, config.language) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
