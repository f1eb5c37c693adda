import { useHydrated } from '../hooks/useBrowserState';
import { track } from '../lib/analytics';
import { config } from '../lib/config';
import { isPlainLeftClick } from '../lib/router';
import { LegalDialog } from './LegalDialog';

export function Footer({ ownerName, onContact }: { ownerName: string; onContact: () => void }) {
  // The prerendered year is the build's; the browser's clock takes over after hydration.
  const year = useHydrated() ? new Date().getFullYear() : config.buildYear;
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <ul className="footer__links">
          <li>
            <LegalDialog
              label="Privacidade"
              loadText={() => import('../content/legal').then((legal) => legal.privacyText)}
              onOpen={() => track('click', { category: 'footer', label: 'privacidade' })}
            />
          </li>
          <li>
            <LegalDialog
              label="Termos"
              loadText={() => import('../content/legal').then((legal) => legal.termsText)}
              onOpen={() => track('click', { category: 'footer', label: 'termos' })}
            />
          </li>
          <li>
            <a
              className="footer__link"
              href="#contato"
              onClick={(event) => {
                if (!isPlainLeftClick(event)) return;
                event.preventDefault();
                track('click', { category: 'footer', label: 'contato' });
                onContact();
              }}
            >
              Contato
            </a>
          </li>
        </ul>
        <p className="footer__copyright">
          © {year} {ownerName}
        </p>
      </div>
    </footer>
  );
}
