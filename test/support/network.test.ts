import { outsideRequests } from '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { staysOnThisMachine } from './network';

describe('the network guard of the happy-dom window', () => {
  test('only this machine and addresses that need no network pass', () => {
    for (const url of [
      'http://127.0.0.1:4173/',
      'http://localhost:5173/x',
      'ws://[::1]:9/',
      'data:text/plain,x',
      'blob:http://localhost/1',
      'about:blank',
      '/relativo',
    ]) {
      assert.equal(staysOnThisMachine(url), true, url);
    }
    for (const url of [
      'https://wa.me/55',
      'http://example.com/',
      'https://127.0.0.1.example.com/',
      'wss://example.org/',
      'http://10.0.0.1/',
    ]) {
      assert.equal(staysOnThisMachine(url), false, url);
    }
  });

  test('fetch, a synchronous request and a link opening a page elsewhere are blocked and recorded', async () => {
    await assert.rejects(fetch('https://example.com/dados'), /A test tried to reach the network: https:\/\/example.com\/dados/);
    const request = new XMLHttpRequest();
    request.open('GET', 'https://example.org/', false);
    request.send();
    assert.equal(request.status, 0);
    const link = Object.assign(document.createElement('a'), { href: 'https://wa.me/5551900000000', target: '_blank' });
    document.body.append(link);
    link.click();
    link.remove();
    // Taken here, so the after-each check (which fails any test with an attempt left) stays quiet.
    assert.deepEqual(outsideRequests.take(), ['https://example.com/dados', 'https://example.org/', 'https://wa.me/5551900000000']);
  });

  test('an attempt left unanswered fails the test that made it', async () => {
    await fetch('https://example.net/').catch(() => {});
    assert.throws(() => outsideRequests.assertNone(), /blocked:\nhttps:\/\/example.net\//);
  });
});
