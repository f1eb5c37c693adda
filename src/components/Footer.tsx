import { useHydrated } from '../hooks/useHydrated';
import { track } from '../lib/analytics';
import { config } from '../lib/config';
import { LegalDialog } from './LegalDialog';
import { SectionLink } from './SectionLink';
import { Link } from './Link';
import { ui } from '../catalogues';
import { PrivacyActions } from '../app/buildParts';
import { loadPrivacyText, loadTermsText } from '../lib/legalTexts';

export const FOOTER_ID = 'rodape';

const legalDialogs = [
  { label: ui.footer.privacy, id: 'privacidade', loadText: loadPrivacyText },
  { label: ui.footer.terms, id: 'termos', loadText: loadTermsText },
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
              <LegalDialog
                label={label}
                loadText={loadText}
                onOpen={() => track('click', { category: 'footer', label: id })}
                actions={id === 'privacidade' ? (PrivacyActions ?? undefined) : undefined}
              />
            </li>
          ))}
          {config.notes && (
            <li>
              <Link className="footer__link" to={config.notes} onClick={() => track('click', { category: 'footer', label: 'notas' })}>
                {ui.header.notes}
              </Link>
            </li>
          )}
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
