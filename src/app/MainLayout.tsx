import type { ReactNode } from 'react';
import { owner } from 'site:content/owner';
import { ConsentNotice } from './buildParts';
import { Footer } from '../components/Footer';
import { Header, type HeaderProps } from '../components/Header';
import { ScrollToTopButton } from '../components/ScrollToTopButton';
import { ShownSectionsContext } from '../hooks/useShownSections';
import { sectionRegistry } from '../pages/sectionRegistry';
import { ui } from '../catalogues';

const CONTENT_ID = 'conteudo';

export interface MainLayoutProps {
  children: ReactNode;
  headerVariant?: HeaderProps['variant'];
  headerDisabled?: boolean;
}

/** Header, content, footer and the scroll-to-top button around a page with sections. */
export function MainLayout({ children, headerVariant, headerDisabled }: MainLayoutProps) {
  return (
    <ShownSectionsContext.Provider value={sectionRegistry}>
      {/* First in the page's order, so the keyboard meets the question first; it shows at the bottom. */}
      {ConsentNotice && <ConsentNotice />}
      <a className="skip-link" href={`#${CONTENT_ID}`}>
        {ui.skipLink}
      </a>
      <Header logoText={`${owner.initials}.`} homeSections={sectionRegistry} variant={headerVariant} disabled={headerDisabled} />
      <main id={CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <Footer ownerName={owner.name} />
      <ScrollToTopButton focusTargetId={CONTENT_ID} />
    </ShownSectionsContext.Provider>
  );
}
