// The policy of a site that counts its audience privately (issue 64): the endpoint's origin, for connections only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pagePolicy } from '../../../tools/rendering/contentSecurityPolicy';
import { appConfig, readSettings } from '../../../tools/settings';

const configOf = (env: Record<string, string>, mode: 'production' | 'development' = 'production') =>
  appConfig(
    readSettings({ SITE_URL: 'https://site.example', EMAILJS_API_ORIGIN: 'https://mail.example', ...env }, '/nonexistent/.env'),
    mode,
  );
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

test("each privacy-first provider's endpoint origin is opened to connections, and only there", () => {
  for (const provider of ['plausible', 'umami', 'goatcounter']) {
    const config = configOf({
      ANALYTICS_PROVIDER: provider,
      ANALYTICS_SITE_ID: 'site.example',
      ANALYTICS_ENDPOINT: 'https://stats.example/umami/',
    });
    const { header, meta } = pagePolicy(config, []);
    assert.deepEqual(directives(header)['connect-src'], ["'self'", 'https://mail.example', 'https://stats.example'], provider);
    assert.equal(header.split('https://stats.example').length, 2, `nowhere but connect-src: ${header}`);
    assert.equal(meta, header.replace("; frame-ancestors 'none'", ''));
  }
});

test('no provider, Google Analytics, or a development build: the policy names no endpoint', () => {
  const endpoint = { ANALYTICS_SITE_ID: 'site.example', ANALYTICS_ENDPOINT: 'https://stats.example' };
  const policies = [
    configOf({}),
    configOf({ GA_MEASUREMENT_ID: 'G-1' }),
    configOf({ ANALYTICS_PROVIDER: 'none', GA_MEASUREMENT_ID: 'G-1' }),
    configOf({ ANALYTICS_PROVIDER: 'plausible', ...endpoint }, 'development'),
  ].map((config) => pagePolicy(config, []).header);
  for (const policy of policies) assert.ok(!policy.includes('stats.example'), policy);
  assert.deepEqual(directives(policies[2])['connect-src'], ["'self'", 'https://mail.example'], 'none sends nothing, to Google neither');
});
