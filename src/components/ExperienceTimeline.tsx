import { useId, type KeyboardEvent } from 'react';
import type { Experience } from '../collections/experiences';
import { track } from '../lib/analytics';
import { displayedPeriod } from '../lib/period';
import { Card } from './Card';
import { Icon } from './Icon';
import { Tag, TagList } from './Tag';
import { sectionsUi } from '../catalogues/sections';

/** Escape on an open disclosure's summary (where focus is: what it shows holds no control) closes it. */
function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
  const details = event.currentTarget.parentElement;
  if (event.key !== 'Escape' || !(details instanceof HTMLDetailsElement) || !details.open) return;
  details.open = false;
}

/** One entry, named by its title; an interactive one is a native disclosure of its technologies. */
function ExperienceCard({ experience }: { experience: Experience }) {
  const titleId = useId();
  const technologies = (
    <TagList label={sectionsUi.experience.technologies(experience.title)}>
      {experience.technologies.map((technology) => (
        <Tag key={technology}>{technology}</Tag>
      ))}
    </TagList>
  );
  return (
    <Card as="article" className="timeline__card" aria-labelledby={titleId}>
      <div className="timeline__head">
        <p className="timeline__period">{displayedPeriod(experience.period)}</p>
        <h3 id={titleId} className="timeline__title">
          {experience.title}
        </h3>
        <p className="timeline__company">{experience.company}</p>
      </div>
      <p className="timeline__description">{experience.description}</p>
      {experience.interactive ? (
        <details className="timeline__details">
          <summary onClick={() => track('click', { category: 'experience', label: experience.id })} onKeyDown={closeOnEscape}>
            {sectionsUi.experience.used}
            <Icon name="chevron" size={18} />
          </summary>
          {technologies}
        </details>
      ) : (
        technologies
      )}
    </Card>
  );
}

/** Entries newest first. */
export function ExperienceTimeline({ experiences }: { experiences: readonly Experience[] }) {
  return (
    <ol className="timeline">
      {experiences.map((experience) => (
        <li key={experience.id} className="timeline__item">
          <ExperienceCard experience={experience} />
        </li>
      ))}
    </ol>
  );
}
