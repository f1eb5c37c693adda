import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Section } from '../collections/navigation';
import { useDocumentTitle } from '../hooks/useDocumentTitle';
import {
  goToHomeSection,
  homeSectionHref,
  SectionNavigationContext,
  useActiveSection,
  useSectionNavigation,
  type SectionNavigation,
} from '../hooks/useSectionNavigation';
import { whenIdle } from '../lib/idle';
import { scrollToSection } from '../lib/scroll';
import { HIGHLIGHT_PAUSE_MS, startScrollSpy, type ScrollSpy } from '../lib/scrollSpy';
import { hashTarget } from '../lib/uri';
import { placedInApp } from '../lib/pageArrival';
import { createValueStore } from '../lib/valueStore';

/** Keeps the document title on the active section; only this re-renders when that changes. */
function DocumentTitle({ pageTitle }: { pageTitle: string }) {
  const { sections } = useSectionNavigation();
  const active = useActiveSection();
  useDocumentTitle(pageTitle, sections.find((section) => section.id === active) ?? null);
  return null;
}

/**
 * One page's section navigation: the active section (one rule, see lib/scrollSpyRule), the pause
 * after a click, the address's hash on load, the document title and `section_read`.
 */
export function SectionNavigationProvider({
  pageTitle,
  sections,
  children,
}: {
  /** Absent for a page that titles the document itself (a page from Markdown). */
  pageTitle: string | undefined;
  sections: readonly Section[];
  children: ReactNode;
}) {
  const [active] = useState(() => createValueStore<string | null>(sections[0]?.id ?? null));
  const scrollSpy = useRef<ScrollSpy | null>(null);

  useEffect(() => {
    if (sections.length === 0) return;
    const current = startScrollSpy(
      sections.map((section) => section.id),
      active.set,
    );
    scrollSpy.current = current;
    // The first measurement can wait for idle time: the first section is active until then.
    const cancel = whenIdle(current.update);
    return () => {
      cancel();
      current.disconnect();
      scrollSpy.current = null;
    };
  }, [sections, active]);

  // The home page is the page with sections: their links are decided here, for every page.
  const onHome = sections.length > 0;
  const goToSection = useCallback(
    (id: string, { instant = false } = {}) => {
      if (!onHome) {
        goToHomeSection(id);
        return;
      }
      scrollSpy.current?.activate(id, HIGHLIGHT_PAUSE_MS);
      scrollToSection(id, { instant });
    },
    [onHome],
  );
  const sectionHref = useCallback((id: string) => (onHome ? `#${id}` : homeSectionHref(id)), [onHome]);

  // An address like /#contato lands on its section below the header, as a click would (on a first
  // load: after a move inside the app, the page's arrival has placed it).
  useEffect(() => {
    if (placedInApp()) return;
    const id = hashTarget(window.location.hash);
    if (sections.some((section) => section.id === id)) goToSection(id, { instant: true });
  }, [sections, goToSection]);

  const navigation = useMemo<SectionNavigation>(
    () => ({ sections, active, goToSection, sectionHref }),
    [sections, active, goToSection, sectionHref],
  );
  return (
    <SectionNavigationContext.Provider value={navigation}>
      {pageTitle !== undefined && <DocumentTitle pageTitle={pageTitle} />}
      {children}
    </SectionNavigationContext.Provider>
  );
}
