// A note's time written without an offset is read in the site's time zone (the owner's `timeZone`), never
// in the machine's: the same content built on a machine in São Paulo and on one in UTC gives the same
// note pages, lists and feeds, byte for byte, their dates those of the owner's clock.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { notePath, notesListPath } from '../../../src/lib/pagePaths';
import { buildVariant } from '../../support/builds';
import { FEED_READERS } from '../../support/feeds';
import { filesOf } from '../../support/folderFiles';
import { ROOT } from '../../../tools/projectPaths';

// Its owner's clock is Manaus' (UTC-4); one note at 23:30 without an offset, one a day alone, one at 02:00 UTC.
const FIXTURE = join(ROOT, 'test/fixtures/owners/midnight-notes');
const MACHINE_ZONES = ['America/Sao_Paulo', 'UTC'];

describe("a note's dates, whatever the zone of the machine that builds", () => {
  const [first, ...others] = MACHINE_ZONES.map((TZ) => ({ TZ, site: buildVariant({ TZ }, FIXTURE) }));
  const notes = notesListPath('pt-BR').slice(1);

  test('the note pages, the lists and the feeds are the same files', () => {
    const files = filesOf(join(first.site, notes));
    for (const feed of Object.keys(FEED_READERS)) assert.ok(files[feed], `${feed} was built`);
    for (const { TZ, site } of others) assert.deepEqual(filesOf(join(site, notes)), files, `built in ${TZ} and in ${first.TZ}`);
  });

  test("their times are the owner's clock's: in the feeds as instants, on the pages with her offset", () => {
    for (const [file, read] of Object.entries(FEED_READERS)) {
      const feed = read(readFileSync(join(first.site, notes, file), 'utf8'));
      assert.deepEqual(
        feed.entries.map((entry) => [entry.url.split('/').pop(), entry.published]),
        [
          ['depois-das-onze', '2026-11-21T03:30:00.000Z'],
          ['madrugada-em-utc', '2026-11-21T02:00:00.000Z'],
          ['so-o-dia', '2026-11-20T04:00:00.000Z'],
        ],
        file,
      );
    }
    const page = readFileSync(join(first.site, `${notePath('depois-das-onze', 'pt-BR').slice(1)}.html`), 'utf8');
    for (const expected of [
      '<time dateTime="2026-11-20T23:30-04:00">',
      '<time dateTime="2026-11-21T00:15-04:00">',
      '"datePublished":"2026-11-20T23:30-04:00"',
    ]) {
      assert.ok(page.includes(expected), expected);
    }
  });
});
