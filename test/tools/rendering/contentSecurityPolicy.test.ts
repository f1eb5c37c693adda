import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { GTAG_ORIGIN } from '../../../src/lib/analytics';
import { pagePolicy, inlineHash } from '../../../tools/rendering/contentSecurityPolicy';
import { appConfig } from '../../../tools/settings';

const config = appConfig(
  {
    SITE_URL: 'https://site.example',
    EMAILJS_SERVICE_ID: 's',
    EMAILJS_TEMPLATE_ID: 't',
    EMAILJS_PUBLIC_KEY: 'k',
    EMAILJS_API_ORIGIN: 'https://mail.example',
    HOST: '127.0.0.1',
  },
  'production',
);
const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

describe('the page policy, built in one place', () => {
  test('allows the inline scripts and styles by hash and the e-mail origin; the meta tag is the header minus frame-ancestors', () => {
    const { header, meta } = pagePolicy(config, ['console.log(1)'], ['main{color:red}']);
    const csp = directives(header);
    // WebAssembly may be compiled (the search), never a string run as code.
    assert.deepEqual(csp['script-src'], ["'self'", inlineHash('console.log(1)'), "'wasm-unsafe-eval'"]);
    // The page's own stylesheet, and no other inline style ('unsafe-inline' stays out).
    assert.deepEqual(csp['style-src'], ["'self'", inlineHash('main{color:red}')]);
    assert.deepEqual(csp['connect-src'], ["'self'", 'https://mail.example']);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    assert.equal(meta, header.replace("; frame-ancestors 'none'", ''));
  });

  test('the analytics hosts only when a production build loads analytics; same origin e-mail adds nothing', () => {
    const withAnalytics = directives(pagePolicy({ ...config, gaMeasurementId: 'G-1' }, []).header);
    assert.ok(withAnalytics['script-src'].includes(GTAG_ORIGIN));
    assert.ok(withAnalytics['connect-src'].includes(GTAG_ORIGIN));
    const development = directives(
      pagePolicy({ ...config, mode: 'development', gaMeasurementId: 'G-1', emailjs: { ...config.emailjs, apiOrigin: '' } }, []).header,
    );
    assert.deepEqual(development['script-src'], ["'self'", "'wasm-unsafe-eval'"]);
    assert.deepEqual(development['connect-src'], ["'self'"]);
  });
});
