import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from '../../src/components/ErrorBoundary';
import { owner } from 'site:content/owner';

describe('error boundary', () => {
  test('a part that throws is replaced by a Portuguese note with the e-mail link', () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const original = { error: console.error, warn: console.warn };
    console.error = () => {};
    console.warn = () => {};
    try {
      render(
        <>
          <ErrorBoundary>
            <Broken />
          </ErrorBoundary>
          <p>resto da página</p>
        </>,
      );
    } finally {
      Object.assign(console, original);
    }
    assert.ok(screen.getByText('Não foi possível exibir esta parte da página.'));
    assert.equal(screen.getByRole('link', { name: owner.email }).getAttribute('href'), `mailto:${owner.email}`);
    assert.ok(screen.getByText('resto da página'));
  });
});
