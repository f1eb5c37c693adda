import type { ReactNode } from 'react';
import { useShownSections } from '../hooks/useShownSections';
import { useSectionNavigation } from '../hooks/useSectionNavigation';
import { track, type EventCatalogue } from '../lib/analytics';
import { onPlainLeftClick } from '../lib/clicks';

/**
 * A link to a section of the home page. Without JavaScript (or before hydration) the browser follows it
 * and lands the section below the header; with it, the click is tracked and the page scrolls there. On
 * another page (a case study) it leads to the home page, at the section. A section the page does
 * not show (the owner's navigation leaves it out) has no link: nothing to lead to.
 */
export function SectionLink({
  to,
  trackAs,
  className,
  children,
}: {
  /** The section's id (src/pages/sectionRegistry.ts); a section the page does not show gets no link. */
  to: string;
  trackAs: EventCatalogue['click'];
  className?: string;
  children: ReactNode;
}) {
  const { goToSection, sectionHref } = useSectionNavigation();
  const shown = useShownSections();
  if (!shown.some(({ id }) => id === to)) return null;
  return (
    <a
      className={className}
      href={sectionHref(to)}
      onClick={onPlainLeftClick(() => {
        track('click', trackAs);
        goToSection(to);
      })}
    >
      {children}
    </a>
  );
}
