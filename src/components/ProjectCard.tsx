import { useId } from 'react';
import type { Project } from '../collections/projects';
import { track } from '../lib/analytics';
import { projectAnchor } from '../lib/pagePaths';
import { isInProgress, splitTags } from '../lib/projects';
import { Button, ButtonLink } from './Button';
import { Card } from './Card';
import { Icon } from './Icon';
import { Image } from './Image';
import { Link } from './Link';
import { Tag, TagList } from './Tag';
import { ui } from '../catalogues';
import { sectionsUi } from '../catalogues/sections';

/** `caseStudy`: the address of the project's case study, when it has one: its title and a link lead there. */
export function ProjectCard({ project, caseStudy }: { project: Project; caseStudy?: string }) {
  const { visible, hidden } = splitTags(project.tags);
  const trackCaseStudy = () => track('click', { category: 'project', label: `${project.id}:case_study` });
  const inProgress = isInProgress(project);
  const trackLink = (kind: 'github' | 'site') => () => track('click', { category: 'project', label: `${project.id}:${kind}` });
  const titleId = useId();
  const newTabOf = sectionsUi.projects.of(project.title) + ui.newTab;
  return (
    <Card as="article" id={projectAnchor(project.id)} className="project-card" aria-labelledby={titleId}>
      <div className="project-card__media">
        <Image src={project.image} alt={sectionsUi.projects.screenshot(project.title)} layout="card" />
        {inProgress && <span className="badge">{sectionsUi.projects.inProgress}</span>}
      </div>
      <div className="project-card__body">
        <h3 id={titleId} className="project-card__title">
          {caseStudy ? (
            <Link to={caseStudy} onClick={trackCaseStudy}>
              {project.title}
            </Link>
          ) : (
            project.title
          )}
        </h3>
        <p className="project-card__description">{project.description}</p>
        <TagList label={sectionsUi.projects.technologies(project.title)}>
          {visible.map((tag, index) =>
            hidden > 0 && index === visible.length - 1 ? (
              // The count goes with the last tag shown, so a wrap never leaves it alone on a line.
              <li key={tag} className="tag-list__last">
                <span className="tag">{tag}</span>
                <span className="tag tag--muted">
                  <span aria-hidden="true">+{hidden}</span>
                  <span className="sr-only">{sectionsUi.projects.moreTags(hidden)}</span>
                </span>
              </li>
            ) : (
              <Tag key={tag}>{tag}</Tag>
            ),
          )}
        </TagList>
        {caseStudy && (
          <Link className="project-card__case-study" to={caseStudy} onClick={trackCaseStudy}>
            {sectionsUi.projects.caseStudy}
            <span className="sr-only">{sectionsUi.projects.of(project.title)}</span>
          </Link>
        )}
        <div className="project-card__actions">
          <ButtonLink variant="secondary" external href={project.githubUrl} onClick={trackLink('github')}>
            <Icon name="github" size={18} />
            GitHub<span className="sr-only">{newTabOf}</span>
          </ButtonLink>
          {inProgress || !project.demoUrl ? (
            <Button variant="primary" disabled>
              {sectionsUi.projects.soon}
            </Button>
          ) : (
            <ButtonLink variant="primary" external href={project.demoUrl} onClick={trackLink('site')}>
              <Icon name="external" size={18} />
              {sectionsUi.projects.site}
              <span className="sr-only">{newTabOf}</span>
            </ButtonLink>
          )}
        </div>
      </div>
    </Card>
  );
}

export function ProjectCardSkeleton() {
  return (
    <Card className="project-card project-card--skeleton" aria-hidden="true">
      <div className="project-card__media skeleton" />
      <div className="project-card__body">
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
      </div>
    </Card>
  );
}
