import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { owner } from '../content/owner';
import type { Section } from '../content/types';
import { Footer } from '../components/Footer';
import { Header, type HeaderProps } from '../components/Header';
import { ScrollToTopButton } from '../components/ScrollToTopButton';
import { SectionNavigationContext } from '../hooks/useSectionNavigation';
import { useSectionSpy } from '../hooks/useSectionSpy';
import { track } from '../lib/analytics';
import { navigate } from '../lib/router';
import { scrollToSection } from '../lib/scroll';

export const HIGHLIGHT_PAUSE_MS = 1000;
const CONTENT_ID = 'conteudo';

export interface MainLayoutProps {
  children: ReactNode;
  sections: readonly Section[];
  headerVariant?: HeaderProps['variant'];
  headerDisabled?: boolean;
}

/** Header, content, footer and the scroll-to-top button around a page with sections. */
export function MainLayout({ children, sections, headerVariant, headerDisabled }: MainLayoutProps) {
  const { active, activate } = useSectionSpy(sections);

  const goToSection = useCallback(
    (id: string) => {
      activate(id, HIGHLIGHT_PAUSE_MS);
      void scrollToSection(id);
    },
    [activate],
  );

  // An address like /#contato lands on its section below the header, as a click would.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!sections.some((section) => section.id === id)) return;
    activate(id, HIGHLIGHT_PAUSE_MS);
    void scrollToSection(id, { instant: true });
  }, [sections, activate]);

  const navigation = useMemo(() => ({ sections, active, goToSection }), [sections, active, goToSection]);

  return (
    <SectionNavigationContext.Provider value={navigation}>
      <a className="skip-link" href={`#${CONTENT_ID}`}>
        Pular para o conteúdo
      </a>
      <Header
        logoText={`${owner.initials}.`}
        sections={sections}
        active={active}
        variant={headerVariant}
        disabled={headerDisabled}
        onNavigate={(id) => {
          track('click', { category: 'navigation', label: id });
          goToSection(id);
        }}
        onLogoWithoutSections={() => navigate('/')}
      />
      <main id={CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer ownerName={owner.name} onContact={() => goToSection('contato')} />
      <ScrollToTopButton focusTargetId={CONTENT_ID} />
    </SectionNavigationContext.Provider>
  );
}
