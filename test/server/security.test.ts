import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GTAG_ORIGIN } from '../../src/lib/analytics';
import type { AppConfig } from '../../src/lib/config';
import { pagePolicy, scriptHash } from '../../src/server/security';

const config: AppConfig = {
  mode: 'production',
  siteUrl: 'https://site.example',
  gaMeasurementId: '',
  buildYear: 2030,
  emailjs: { serviceId: 's', templateId: 't', publicKey: 'k', apiOrigin: 'https://mail.example' },
};
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]));

describe('the page policy, built in one place', () => {
  test('allows the inline scripts by hash and the e-mail origin; the meta tag is the header minus frame-ancestors', () => {
    const { header, meta } = pagePolicy(config, ['console.log(1)']);
    const csp = directives(header);
    assert.deepEqual(csp['script-src'], ["'self'", scriptHash('console.log(1)')]);
    assert.deepEqual(csp['connect-src'], ["'self'", 'https://mail.example']);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.equal(meta, header.replace("; frame-ancestors 'none'", ''));
  });

  test('the analytics hosts only when a production build loads analytics; same origin e-mail adds nothing', () => {
    const withAnalytics = directives(pagePolicy({ ...config, gaMeasurementId: 'G-1' }, []).header);
    assert.ok(withAnalytics['script-src']!.includes(GTAG_ORIGIN));
    assert.ok(withAnalytics['connect-src']!.includes(GTAG_ORIGIN));
    const development = directives(pagePolicy({ ...config, mode: 'development', gaMeasurementId: 'G-1', emailjs: { ...config.emailjs, apiOrigin: '' } }, []).header);
    assert.deepEqual(development['script-src'], ["'self'"]);
    assert.deepEqual(development['connect-src'], ["'self'"]);
  });
});
