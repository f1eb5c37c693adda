import type { ReactNode } from 'react';
import type { SectionId } from '../content/navigation';
import { useSectionNavigation } from '../hooks/useSectionNavigation';
import { track, type EventCatalogue } from '../lib/analytics';
import { onPlainLeftClick } from '../lib/clicks';
import { navigate } from '../lib/router';
import { pagePath } from '../lib/sitePath';

/**
 * A link to a section of the home page. Without JavaScript (or before hydration) the browser follows it
 * and lands the section below the header; with it, the click is tracked and the page scrolls there. On
 * another page (a case study) it leads to the home page, at the section.
 */
export function SectionLink({
  to,
  trackAs,
  className,
  children,
}: {
  to: SectionId;
  trackAs: EventCatalogue['click'];
  className?: string;
  children: ReactNode;
}) {
  const { sections, goToSection } = useSectionNavigation();
  const onHome = sections.length > 0;
  return (
    <a
      className={className}
      href={onHome ? `#${to}` : pagePath(`/#${to}`)}
      onClick={onPlainLeftClick(() => {
        track('click', trackAs);
        if (onHome) goToSection(to);
        else navigate(`/#${to}`);
      })}
    >
      {children}
    </a>
  );
}
