import '../setup/dom';
import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { act, cleanup, render, screen } from '@testing-library/react';
import fc from 'fast-check';
import { App } from '../../src/app/App';
import { owner } from 'site:content/owner';
import { track } from '../../src/lib/analytics';
import { CLICK_ID_KEYS, captureCampaign, UTM_KEYS } from '../../src/lib/campaign';
import { hostileAddress } from '../support/hostile';

const ORIGIN = window.location.origin;
const CAMPAIGN_KEYS: string[] = [...UTM_KEYS, ...CLICK_ID_KEYS];
const NOT_FOUND_HEADING = 'Erro 404: Página não encontrada';
const FALLBACK_TITLE = 'Não foi possível exibir esta página';

/** Puts the window on this address, as the browser would parse it after a visitor followed the link. */
function visit({ path, query, hash }: { path: string; query: string; hash: string }) {
  window.history.replaceState(null, '', new URL(`${ORIGIN}/${path}?${query}#${hash}`).href);
}

let errors: unknown[][] = [];

describe('any address', () => {
  let original: Pick<Console, 'error' | 'warn'>;
  beforeEach(() => {
    errors = [];
    original = { error: console.error, warn: console.warn };
    console.error = (...args: unknown[]) => void errors.push(args);
    // A hash naming no section is worth a warning in the page, not here.
    console.warn = () => {};
  });
  afterEach(() => {
    Object.assign(console, original);
  });

  test('property: the campaign is cleaned without a throw, path and hash untouched', () => {
    // Always a campaign to clean, and paths that start like another host's (`//…`) often.
    const campaignAddress = fc
      .tuple(fc.constantFrom('', '/', '//'), hostileAddress)
      .map(([start, address]) => ({ ...address, path: start + address.path, query: `utm_source=x&${address.query}` }));
    fc.assert(
      fc.property(campaignAddress, (address) => {
        visit(address);
        const { pathname, hash } = window.location;
        captureCampaign(track, window);
        assert.equal(window.location.origin, ORIGIN);
        assert.equal(window.location.pathname, pathname);
        assert.equal(window.location.hash, hash);
        const keys = [...new URLSearchParams(window.location.search).keys()];
        assert.ok(!keys.some((key) => CAMPAIGN_KEYS.includes(key)), window.location.search);
      }),
      { numRuns: 300 },
    );
  });

  test('a path naming another host in a campaign address is cleaned in place', () => {
    window.history.replaceState(null, '', `${ORIGIN}//evil.example/?utm_source=x&y=1#contato`);
    captureCampaign(track, window);
    assert.equal(window.location.href, `${ORIGIN}//evil.example/?y=1#contato`);
  });

  test('property: the app renders its page (home or not found), never the error fallback, with no error', async () => {
    await fc.assert(
      fc.asyncProperty(hostileAddress, async (address) => {
        // A failed run leaves its page behind: every run starts from an empty document.
        cleanup();
        visit(address);
        errors = [];
        await act(async () => {
          render(<App />);
        });
        assert.equal(screen.queryByText(FALLBACK_TITLE), null, 'the page fell back to the error screen');
        const [title, ...more] = screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent);
        assert.ok([owner.name, NOT_FOUND_HEADING].includes(title) && more.length === 0, title);
        assert.deepEqual(errors, []);
      }),
      { numRuns: 60 },
    );
  });
});
