import type { ReactNode } from 'react';

export const headingId = (sectionId: string) => `${sectionId}-titulo`;

/** A section's title block; the id lets the section be labelled by its title. */
export function SectionHeading({ sectionId, title, children }: { sectionId: string; title: string; children?: ReactNode }) {
  return (
    <div className="section-heading">
      <h2 id={headingId(sectionId)}>{title}</h2>
      {children && <p className="section-heading__text">{children}</p>}
    </div>
  );
}

export function Section({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <section id={id} className={className ? `section ${className}` : 'section'} aria-labelledby={headingId(id)}>
      <div className="container">{children}</div>
    </section>
  );
}
