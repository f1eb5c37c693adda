import '../setup/dom';
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { render } from '@testing-library/react';
import { Image } from '../../src/components/Image';

describe('image', () => {
  test('renders nothing without a source', () => {
    const { container } = render(<Image src="" alt="nada" width={10} height={10} />);
    assert.equal(container.innerHTML, '');
  });
});
