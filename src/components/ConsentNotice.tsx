import { useEffect, useRef, useSyncExternalStore } from 'react';
import { ui } from '../catalogues';
import { consentUi } from '../catalogues/consent';
import { consent, type ConsentState } from '../lib/consent';
import { usePublishedHeight } from '../hooks/usePublishedHeight';
import { buttonClass } from './Button';
import { loadPrivacyText } from '../lib/legalTexts';
import { LegalDialog } from './LegalDialog';

/**
 * What the privacy text says where the site measures with Google Analytics: what it sends there. The
 * owner's own paragraphs never speak of a provider, so a build that sends nowhere says nothing of one.
 */
function GooglePrivacyText() {
  return consentUi.privacy.map((paragraph) => <p key={paragraph}>{paragraph}</p>);
}

/** The footer's privacy text ends with that, and with the way to change the choice about it. */
export function PrivacyActions({ close }: { close: () => void }) {
  return (
    <>
      <GooglePrivacyText />
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
    </>
  );
}

/** Prerendered pages ask nothing: the notice appears once the app knows the visitor's choice. */
const NOT_ASKING: ConsentState = { choice: undefined, asking: false };

/**
 * The question about analytics, only where the site measures: a labelled region at the bottom of the
 * page (not a modal: the page stays usable), its two answers of equal weight, and the privacy text.
 */
export function ConsentNotice() {
  const { choice, asking } = useSyncExternalStore(consent.subscribe, consent.get, () => NOT_ASKING);
  const region = useRef<HTMLDivElement>(null);
  // Brought back from the privacy text: focus comes here, where the choice is made. A first visit's
  // notice takes no focus from the page.
  useEffect(() => {
    if (asking && choice !== undefined) region.current?.focus();
  }, [asking, choice]);
  // The page leaves room for the notice below its end, and scrolls what takes focus clear of it (base.css).
  usePublishedHeight(region, '--consent-block-size', { shown: asking });
  // Rendered only in a build that measures (MainLayout), while the visitor has not answered.
  if (!asking) return null;
  return (
    <div ref={region} className="consent" role="region" aria-label={consentUi.label} tabIndex={-1} data-keep-clear="">
      {/* Not a paragraph: the privacy text's dialog comes with its opener, and a <p> holds no dialog. */}
      <div className="consent__text">
        {consentUi.text}{' '}
        <LegalDialog label={ui.footer.privacy} loadText={loadPrivacyText} className="consent__link" actions={GooglePrivacyText} />
      </div>
      <div className="consent__actions">
        <button type="button" className={buttonClass('secondary')} onClick={() => consent.choose('granted')}>
          {consentUi.accept}
        </button>
        <button type="button" className={buttonClass('secondary')} onClick={() => consent.choose('denied')}>
          {consentUi.refuse}
        </button>
      </div>
    </div>
  );
}
