import type { ReactNode } from 'react';
import { owner } from '../content/owner';
import { Footer } from '../components/Footer';
import { Header, type HeaderProps } from '../components/Header';
import { ScrollToTopButton } from '../components/ScrollToTopButton';
import { useSectionNavigation } from '../hooks/useSectionNavigation';
import { track } from '../lib/analytics';
import { navigate } from '../lib/router';

const CONTENT_ID = 'conteudo';

export interface MainLayoutProps {
  children: ReactNode;
  headerVariant?: HeaderProps['variant'];
  headerDisabled?: boolean;
}

/** Header, content, footer and the scroll-to-top button around a page with sections. */
export function MainLayout({ children, headerVariant, headerDisabled }: MainLayoutProps) {
  const { sections, active, goToSection } = useSectionNavigation();
  return (
    <>
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
    </>
  );
}
