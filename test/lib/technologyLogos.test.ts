import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { technologyLogoId } from '../../src/lib/technologyLogos';

describe('technologyLogoId', () => {
  test('writes names as simple-icons writes slugs', () => {
    assert.equal(technologyLogoId('React'), 'tech-react');
    assert.equal(technologyLogoId('Node.js'), 'tech-nodedotjs');
    assert.equal(technologyLogoId('C++'), 'tech-cplusplus');
    assert.equal(technologyLogoId('C#'), 'tech-csharp');
    assert.equal(technologyLogoId('Tailwind CSS'), 'tech-tailwindcss');
    assert.equal(technologyLogoId('Integração & Ação'), 'tech-integracaoandacao');
  });

  test('any name gives a valid fragment id: lowercase letters and digits after the prefix', () => {
    fc.assert(fc.property(fc.string(), (name) => /^tech-[a-z0-9]*$/.test(technologyLogoId(name))));
  });
});
