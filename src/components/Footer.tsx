import type { LegalText } from '../content/types';
import { useHydrated } from '../hooks/useHydrated';
import { track } from '../lib/analytics';
import { config } from '../lib/config';
import { LegalDialog } from './LegalDialog';
import { SectionLink } from './SectionLink';
import { ui } from '../catalogues';

export const FOOTER_ID = 'rodape';

// Their texts load with the first opening, so the page's own script does not carry them.
const legalDialogs: { label: string; id: string; loadText: () => Promise<LegalText> }[] = [
  { label: ui.footer.privacy, id: 'privacidade', loadText: () => import('../content/legal').then((legal) => legal.privacyText) },
  { label: ui.footer.terms, id: 'termos', loadText: () => import('../content/legal').then((legal) => legal.termsText) },
];

export function Footer({ ownerName }: { ownerName: string }) {
  // The prerendered year is the build's; the browser's clock takes over after hydration.
  const year = useHydrated() ? new Date().getFullYear() : config.buildYear;
  return (
    <footer id={FOOTER_ID} className="footer">
      <div className="container footer__inner">
        <ul className="footer__links">
          {legalDialogs.map(({ label, id, loadText }) => (
            <li key={id}>
              <LegalDialog label={label} loadText={loadText} onOpen={() => track('click', { category: 'footer', label: id })} />
            </li>
          ))}
          <li>
            <SectionLink className="footer__link" to="contato" trackAs={{ category: 'footer', label: 'contato' }}>
              {ui.footer.contact}
            </SectionLink>
          </li>
        </ul>
        <p className="footer__copyright">
          © {year} {ownerName}
        </p>
      </div>
    </footer>
  );
}
