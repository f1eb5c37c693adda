import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cvFileName, cvPaths, cvSizeLabel } from '../../src/lib/cv';

describe('CV file names and addresses', () => {
  test('stable addresses per edition', () => {
    assert.deepEqual(cvPaths('pt-BR'), { pdf: '/curriculo.pdf', json: '/resume.json' });
    assert.deepEqual(cvPaths('en'), { pdf: '/en/resume.pdf', json: '/en/resume.json' });
  });

  test('a download name without accents, spaces or punctuation', () => {
    assert.equal(cvFileName('Júlia  Nakamura', 'pt-BR'), 'Julia-Nakamura-curriculo.pdf');
    assert.equal(cvFileName("João D'Ávila Jr.", 'en'), 'Joao-D-Avila-Jr-resume.pdf');
  });

  test('the size in kilobytes of 1000 bytes, never 0', () => {
    assert.equal(cvSizeLabel(27_082), 'PDF, 27 KB');
    assert.equal(cvSizeLabel(48_600), 'PDF, 49 KB');
    assert.equal(cvSizeLabel(120), 'PDF, 1 KB');
  });
});
