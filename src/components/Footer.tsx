import type { LegalText } from '../content/types';
import { useHydrated } from '../hooks/useHydrated';
import { track } from '../lib/analytics';
import { measures } from '../lib/buildFlags';
import { consent } from '../lib/consent';
import { config } from '../lib/config';
import { buttonClass } from './Button';
import { LegalDialog } from './LegalDialog';
import { SectionLink } from './SectionLink';
import { Link } from './Link';
import { ui } from '../catalogues';
import { consentUi } from '../catalogues/consent';

export const FOOTER_ID = 'rodape';

// Their texts load with the first opening, so the page's own script does not carry them.
const legalText = (name: 'privacyText' | 'termsText') => () => import('../content/legal').then((legal) => legal[name]);
export const loadPrivacyText = legalText('privacyText');
const legalDialogs: { label: string; id: string; loadText: () => Promise<LegalText> }[] = [
  { label: ui.footer.privacy, id: 'privacidade', loadText: loadPrivacyText },
  { label: ui.footer.terms, id: 'termos', loadText: legalText('termsText') },
];

/** Where the site measures, the privacy text ends with the way to change the choice about it. */
function PrivacyActions({ close }: { close: () => void }) {
  return (
    <button
      type="button"
      className={buttonClass('secondary')}
      onClick={() => {
        close();
        consent.ask();
      }}
    >
      {consentUi.preferences}
    </button>
  );
}

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
                // The flag first: esbuild drops the branch only when the condition starts with it.
                actions={
                  (typeof __ANALYTICS__ !== 'undefined' ? __ANALYTICS__ : measures()) && id === 'privacidade' ? PrivacyActions : undefined
                }
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
