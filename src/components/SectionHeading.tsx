import type { ReactNode } from 'react';
import type { SectionId } from '../content/navigation';
import { classNames } from '../lib/classNames';

/** What the home page gives each of its sections: the anchor id the section registry assigns it. */
export interface SectionProps {
  id: SectionId;
}

export const headingId = (sectionId: SectionId) => `${sectionId}-titulo`;

/** A section's title block; the id lets the section be labelled by its title. */
export function SectionHeading({ sectionId, title, children }: { sectionId: SectionId; title: string; children?: ReactNode }) {
  return (
    <div className="section-heading">
      <h2 id={headingId(sectionId)}>{title}</h2>
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
