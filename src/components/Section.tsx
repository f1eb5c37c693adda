import type { ReactNode } from 'react';
import type { Section as ShownSection } from '../collections/navigation';
import { useShownSections } from '../hooks/useShownSections';
import { classNames } from '../lib/classNames';

const HERO = 'inicio';

/**
 * What the home page gives each of its sections: the anchor id the section registry assigns it (a
 * string here: the registry imports the sections, so they never import its ids back).
 */
export interface SectionProps {
  id: string;
}

export const headingId = (sectionId: string) => `${sectionId}-titulo`;

/** The section's place on the page as a reader counts it, the hero being the cover wherever it is: "01" for the first other one. */
export const sectionNumber = (sectionId: string, shown: readonly ShownSection[]) =>
  String(shown.filter(({ id }) => id !== HERO).findIndex(({ id }) => id === sectionId) + 1).padStart(2, '0');

/** A section's title block; the id lets the section be labelled by its title, which the number stays out of. */
export function SectionHeading({ sectionId, title, children }: { sectionId: string; title: string; children?: ReactNode }) {
  const shown = useShownSections();
  return (
    <div className="section-heading">
      <div className="section-heading__title">
        <span className="section-heading__number" aria-hidden="true">
          {sectionNumber(sectionId, shown)}
        </span>
        <h2 id={headingId(sectionId)}>{title}</h2>
      </div>
      {children && <p className="section-heading__text">{children}</p>}
    </div>
  );
}

export function Section({
  id,
  className,
  innerClassName,
  children,
}: SectionProps & { className?: string; innerClassName?: string; children: ReactNode }) {
  return (
    <section id={id} className={classNames('section', className)} aria-labelledby={headingId(id)}>
      <div className={classNames('container', innerClassName)}>{children}</div>
    </section>
  );
}
