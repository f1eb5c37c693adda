import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { resolveRoute } from '../../src/app/Router';
import { readCampaign, stripCampaign, UTM_KEYS, CLICK_ID_KEYS } from '../../src/lib/campaign';
import { NOT_FOUND_PATH } from '../../src/lib/router';
import { decodeQueryComponent, decodeUriComponentSafely, hashTarget } from '../../src/lib/uri';
import { hostileText } from '../support/hostile';

const CAMPAIGN_KEYS = new Set<string>([...UTM_KEYS, ...CLICK_ID_KEYS]);
const routes = [
  { path: '/', title: 'Início', element: null },
  { path: NOT_FOUND_PATH, title: 'Página não encontrada', element: null },
];

describe('decoding address parts', () => {
  test('well-formed escapes are decoded; a malformed one leaves the text as written', () => {
    const cases: [string, string][] = [
      ['sobre%2Dmim', 'sobre-mim'],
      ['%F0%9F%98%80', '😀'],
      ['caf%C3%A9', 'café'],
      ['%E0%A4%A', '%E0%A4%A'],
      ['%', '%'],
      ['contato%ZZ', 'contato%ZZ'],
      ['%ED%A0%80', '%ED%A0%80'],
    ];
    for (const [input, output] of cases) assert.equal(decodeUriComponentSafely(input), output, input);
    assert.equal(decodeQueryComponent('news+letter%21'), 'news letter!');
    assert.equal(hashTarget('#contato'), 'contato');
    assert.equal(hashTarget('#%E0%A4%A'), '%E0%A4%A');
    assert.equal(hashTarget(''), '');
  });

  test('property: never throws, and undoes encodeURIComponent', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        decodeUriComponentSafely(text);
        decodeQueryComponent(text);
        hashTarget(`#${text}`);
      }),
      { numRuns: 2000 },
    );
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => decodeUriComponentSafely(encodeURIComponent(text)) === text));
  });
});

describe('router and campaign cleaning with any address', () => {
  test('property: every path resolves to a route, its own or the not-found one', () => {
    fc.assert(
      fc.property(hostileText, (path) => {
        const route = resolveRoute(routes, `/${path}`);
        assert.ok(route === routes[0] || route === routes[1]);
      }),
      { numRuns: 2000 },
    );
  });

  test('property: cleaning never throws, leaves no campaign key, and is idempotent', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const search = `?${text}`;
        readCampaign(search);
        const cleaned = stripCampaign(search);
        assert.equal(readCampaign(cleaned), null);
        assert.equal(stripCampaign(cleaned), cleaned);
        const keys = cleaned
          .replace(/^\?/, '')
          .split('&')
          .filter(Boolean)
          .map((pair) => decodeQueryComponent(pair.split('=')[0]));
        assert.ok(
          keys.every((key) => !CAMPAIGN_KEYS.has(key)),
          cleaned,
        );
      }),
      { numRuns: 2000 },
    );
  });
});
