import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { displayedPeriod, formatPeriod, parsePeriod } from '../../src/lib/period';

describe('experience periods', () => {
  test('"mmm aaaa - mmm aaaa" in Portuguese month abbreviations, any case', () => {
    assert.deepEqual(parsePeriod('mar 2023 - out 2024'), { start: 2023 * 12 + 2, end: 2024 * 12 + 9 });
    assert.deepEqual(parsePeriod('Set 2021 - AGO 2022'), { start: 2021 * 12 + 8, end: 2022 * 12 + 7 });
    assert.deepEqual(parsePeriod('dez 2020 - jan 2021'), { start: 2020 * 12 + 11, end: 2021 * 12 });
  });

  test('"atual" for an ongoing period', () => {
    assert.deepEqual(parsePeriod('fev 2022 - atual'), { start: 2022 * 12 + 1, end: null });
  });

  test('anything else does not parse', () => {
    for (const text of [
      'março 2023 - out 2024',
      'mar 2023 a out 2024',
      'mar 23 - out 24',
      'may 2023 - oct 2024',
      '2023 - 2024',
      '',
      'mar 2023 - ',
    ]) {
      assert.equal(parsePeriod(text), null, text);
    }
  });
});

describe('periods as the editions show them', () => {
  test('with the typographic dash in both editions, whatever the owner typed', () => {
    const period = parsePeriod('mar 2023 - out 2024')!;
    assert.equal(formatPeriod(period, 'pt-BR'), 'mar 2023 – out 2024');
    assert.equal(formatPeriod(period, 'en'), 'Mar 2023 – Oct 2024');
    assert.equal(formatPeriod(parsePeriod('fev 2022 - atual')!, 'en'), 'Feb 2022 – present');
    assert.equal(displayedPeriod('mar 2023 - out 2024'), 'mar 2023 – out 2024');
    assert.equal(displayedPeriod('Mar 2023 – Oct 2024'), 'Mar 2023 – Oct 2024');
  });
});
