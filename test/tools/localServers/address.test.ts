import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addressToOpen, exposureNotice, listenFailure, listeningBanner } from '../../../tools/localServers/address';
import { BuildError } from '../../../tools/errors';

describe('what the servers say about their address', () => {
  test('one address to open: localhost for loopback or every interface, the host itself otherwise', () => {
    assert.equal(addressToOpen('127.0.0.1', 5173), 'http://localhost:5173');
    assert.equal(addressToOpen('0.0.0.0', 5173), 'http://localhost:5173');
    assert.equal(addressToOpen('192.168.0.7', 80), 'http://192.168.0.7:80');
    assert.equal(addressToOpen('fe80::1', 80), 'http://[fe80::1]:80');
  });

  test('a site under a base path is opened there', () => {
    assert.equal(addressToOpen('127.0.0.1', 4173, '/'), 'http://localhost:4173');
    assert.equal(addressToOpen('127.0.0.1', 4173, '/portfolio/'), 'http://localhost:4173/portfolio/');
    assert.match(listeningBanner('Servidor', '127.0.0.1', 4173, [], '/portfolio/'), /Servidor: http:\/\/localhost:4173\/portfolio\/\n/);
  });

  test('a server open to the network says so; a loopback one says nothing more', () => {
    assert.equal(exposureNotice('127.0.0.1'), null);
    assert.equal(exposureNotice('localhost'), null);
    assert.match(exposureNotice('0.0.0.0')!, /^HOST=0\.0\.0\.0: servidor aberto à rede/);
    const banner = listeningBanner('Servidor', '0.0.0.0', 8080, ['outra linha']);
    assert.deepEqual(
      banner
        .trim()
        .split('\n')
        .map((line) => line.trim()),
      ['Servidor: http://localhost:8080', exposureNotice('0.0.0.0'), 'outra linha'],
    );
    assert.equal(banner.match(/http:\/\//g)!.length, 1, 'one address only');
  });

  test('a busy port and a foreign host become one line to act on; other errors pass through', () => {
    const busy = listenFailure(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), '127.0.0.1', 5173);
    assert.ok(busy instanceof BuildError);
    assert.equal(busy.message, 'port 5173 is in use; set PORT to another one (0 picks a free one)');
    const foreign = listenFailure(Object.assign(new Error('x'), { code: 'EADDRNOTAVAIL' }), '10.9.9.9', 1);
    assert.equal((foreign as Error).message, 'HOST=10.9.9.9 is not an address of this machine');
    const other = new Error('other');
    assert.equal(listenFailure(other, 'h', 1), other);
  });
});
