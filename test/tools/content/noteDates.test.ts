import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { noteDate, noteInstant, withZoneOffset } from '../../../tools/content/noteDates';

const SAO_PAULO = 'America/Sao_Paulo';
const read = (written: string, timeZone = SAO_PAULO) => noteInstant(written, timeZone).toISOString();

/** What `read` gives with the machine's own zone set to each of these: the answers must not differ. */
function inMachineZones<T>(read: () => T): T[] {
  const machine = process.env.TZ;
  try {
    return ['America/Sao_Paulo', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati'].map((zone) => {
      process.env.TZ = zone;
      return read();
    });
  } finally {
    if (machine === undefined) delete process.env.TZ;
    else process.env.TZ = machine;
  }
}

describe("a note's dates", () => {
  test('with an offset: the instant it names, whatever the zones', () => {
    assert.equal(read('2026-11-20T23:30:00-03:00'), '2026-11-21T02:30:00.000Z');
    assert.equal(read('2026-11-20T23:30Z', 'Asia/Tokyo'), '2026-11-20T23:30:00.000Z');
    assert.equal(read('2026-11-20T23:30:15.5+05:30', 'UTC'), '2026-11-20T18:00:15.500Z');
  });

  test("without one: the time, or a day's midnight, in the site's zone", () => {
    assert.equal(read('2026-11-20T23:30'), '2026-11-21T02:30:00.000Z');
    assert.equal(read('2026-11-20T23:30', 'UTC'), '2026-11-20T23:30:00.000Z');
    assert.equal(read('2026-11-20T23:30:45', 'Asia/Tokyo'), '2026-11-20T14:30:45.000Z');
    assert.equal(read('2026-11-20'), '2026-11-20T03:00:00.000Z');
    assert.equal(read('2026-11-20', 'Europe/Lisbon'), '2026-11-20T00:00:00.000Z');
  });

  test("the machine's own zone changes nothing", () => {
    for (const written of ['2026-11-20T23:30', '2026-11-20', '2026-03-08T02:30', '2026-11-20T23:30:00-03:00']) {
      for (const timeZone of [SAO_PAULO, 'UTC', 'America/New_York']) {
        const answers = inMachineZones(() => [
          read(written, timeZone),
          withZoneOffset(written, timeZone),
          noteDate.safeParse(written).success,
        ]);
        assert.deepEqual(
          new Set(answers.map((answer) => JSON.stringify(answer))).size,
          1,
          `${written} in ${timeZone}: ${JSON.stringify(answers)}`,
        );
      }
    }
  });

  test("a time written without an offset gets the site's, the one it was read with; a day, or a time with one, stays as written", () => {
    assert.equal(withZoneOffset('2026-11-20T23:30', SAO_PAULO), '2026-11-20T23:30-03:00');
    assert.equal(withZoneOffset('2026-11-20T23:30:00', 'UTC'), '2026-11-20T23:30:00+00:00');
    assert.equal(withZoneOffset('2026-11-20T23:30', 'Asia/Kolkata'), '2026-11-20T23:30+05:30');
    // The hour a shift forward skips is read with the offset before the shift.
    assert.equal(withZoneOffset('2026-03-08T02:30', 'America/New_York'), '2026-03-08T02:30-05:00');
    for (const written of ['2026-11-20', '2026-11-20T23:30Z', '2026-11-20T23:30:00-03:00']) {
      assert.equal(withZoneOffset(written, 'Asia/Tokyo'), written);
    }
    for (const written of ['2026-11-20T23:30', '2026-07-01T08:00:30.25', '2026-03-08T02:30', '2026-11-01T01:30']) {
      for (const timeZone of [SAO_PAULO, 'America/New_York', 'Asia/Kolkata']) {
        assert.equal(Date.parse(withZoneOffset(written, timeZone)), noteInstant(written, timeZone).getTime(), `${written} in ${timeZone}`);
      }
    }
  });

  test('ISO 8601, a day the calendar has, an hour and an offset the clock has', () => {
    for (const written of [
      '2026-11-20',
      '2024-02-29',
      '2026-11-20T23:30',
      '2026-11-20T23:59:59.999',
      '2026-11-20T09:30:00-03:00',
      '2026-11-20T09:30Z',
    ]) {
      assert.equal(noteDate.safeParse(written).success, true, written);
    }
    for (const written of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-11-20T24:00',
      '2026-11-20T23:60',
      '2026-11-20T10:00+25:00',
      '2026-11-20T10:00-03',
      '20/11/2026',
      '2026-11-20 23:30',
      '2026-11-20T23',
    ]) {
      assert.equal(noteDate.safeParse(written).success, false, written);
    }
  });
});
