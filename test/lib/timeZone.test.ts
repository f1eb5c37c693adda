import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { isTimeZone, siteTimeZone, zonedInstant } from '../../src/lib/timeZone';

const wall = (iso: string) => Date.parse(`${iso}Z`);
const instant = (iso: string, timeZone: string) => new Date(zonedInstant(wall(iso), timeZone)).toISOString();

describe("the site's time zone", () => {
  test('an IANA name Intl knows; an offset, a made-up or misspelt name is none', () => {
    for (const name of ['America/Sao_Paulo', 'America/Manaus', 'Europe/Lisbon', 'UTC', 'Etc/GMT+3', 'America/Argentina/Buenos_Aires']) {
      assert.equal(isTimeZone(name), true, name);
    }
    for (const name of ['Mars/Olympus_Mons', 'America/Sao Paulo', 'America/SaoPaulo', '-03:00', '+03:00', 'GMT-3', '', '/UTC']) {
      assert.equal(isTimeZone(name), false, name);
    }
  });

  test("the owner's, else São Paulo's", () => {
    assert.equal(siteTimeZone({ timeZone: 'Europe/Lisbon' }), 'Europe/Lisbon');
    assert.equal(siteTimeZone({}), 'America/Sao_Paulo');
  });

  test("a wall clock read in the zone: its offset of that day, summer time's included", () => {
    assert.equal(instant('2026-11-20T23:30:00', 'America/Sao_Paulo'), '2026-11-21T02:30:00.000Z');
    assert.equal(instant('2026-11-20T23:30:00', 'UTC'), '2026-11-20T23:30:00.000Z');
    assert.equal(instant('2026-11-20T23:30:00', 'Asia/Kolkata'), '2026-11-20T18:00:00.000Z');
    // São Paulo kept summer time until 2019.
    assert.equal(instant('2018-12-01T12:00:00', 'America/Sao_Paulo'), '2018-12-01T14:00:00.000Z');
    assert.equal(instant('2026-07-01T12:00:00.250', 'Europe/Lisbon'), '2026-07-01T11:00:00.250Z');
  });

  test('an hour a shift forward skips reads as the hour after it; one a shift back repeats, as the first', () => {
    assert.equal(instant('2026-03-08T02:30:00', 'America/New_York'), '2026-03-08T07:30:00.000Z');
    assert.equal(instant('2026-11-01T01:30:00', 'America/New_York'), '2026-11-01T05:30:00.000Z');
    assert.equal(instant('2018-11-04T00:30:00', 'America/Sao_Paulo'), '2018-11-04T03:30:00.000Z');
  });
});
