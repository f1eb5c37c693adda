import { useSyncExternalStore } from 'react';
import { audienceUi } from '../catalogues/audience';
import { audienceChoice, type AudienceState } from '../lib/audience';
import { config } from '../lib/config';
import { buttonClass } from './Button';

/** Prerendered pages know nothing of this browser: the visitor is counted until the app reads otherwise. */
const COUNTED = (): AudienceState => 'counted';

/**
 * Where the site counts its audience without cookies, the privacy text ends with what is counted, by
 * whom and for how long, the visitor's standing, and the opt-out (or the way back), which take effect
 * at once. Under Global Privacy Control or Do Not Track there is nothing to choose.
 */
export function AudienceChoice() {
  const state = useSyncExternalStore(audienceChoice.subscribe, audienceChoice.get, COUNTED);
  const { provider, endpoint, retentionMonths } = config.audience!;
  return (
    <>
      <p>{audienceUi.statement(audienceUi.providers[provider], new URL(endpoint).host, retentionMonths)}</p>
      <p role="status">{audienceUi[state]}</p>
      {state !== 'browserSignal' && (
        <button
          type="button"
          className={buttonClass('secondary')}
          onClick={() => (state === 'counted' ? audienceChoice.optOut() : audienceChoice.optIn())}
        >
          {state === 'counted' ? audienceUi.optOut : audienceUi.optIn}
        </button>
      )}
    </>
  );
}
