// A note's `date` and `updated`: how they are written, and the instant each names. A day, or a time
// without an offset, is read in the site's time zone (timeZone.ts): the same instant on every machine.
import { z } from 'zod';
import { zonedInstant } from '../../src/lib/timeZone';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;
const OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/;

/** The clock the value shows (midnight for a day), as if it were UTC's; NaN for a day or an hour the calendar has not. */
function wallClock(written: string): number {
  const local = written.replace(OFFSET, '');
  const wall = Date.parse(`${local.includes('T') ? local : `${local}T00:00`}Z`);
  // Date.parse rolls 2026-02-30 over to 2026-03-02, and 24:00 over to the next day.
  return !Number.isNaN(wall) && new Date(wall).toISOString().startsWith(local.slice(0, 10)) ? wall : NaN;
}

const isNoteDate = (value: string) =>
  ISO_DATE.test(value) && !Number.isNaN(wallClock(value)) && !(OFFSET.test(value) && Number.isNaN(Date.parse(value)));

export const noteDate = z
  .string({ error: 'escreva a data entre aspas ou como 2026-11-20' })
  .refine(isNoteDate, 'use uma data ISO 8601: 2026-11-20, ou 2026-11-20T09:30:00-03:00')
  // A picker of days in the editor (src/collections/rules/fields.ts, `date`): a time stays in the file.
  .meta({
    date: true,
    description: 'Um dia (2026-11-20). Uma hora, se precisar, se escreve no arquivo: 2026-11-20T09:30, no fuso do site.',
  });

/** The instant a valid note date names: by its own offset, else by the zone's clock. */
export function noteInstant(written: string, timeZone: string): Date {
  return new Date(OFFSET.test(written) ? Date.parse(written) : zonedInstant(wallClock(written), timeZone));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A time written without an offset, with the zone's (`2026-11-20T23:30` -> `2026-11-20T23:30-03:00`),
 * so the pages' dates name their instant to whoever reads them; a day, or a time with its offset, as written.
 */
export function withZoneOffset(written: string, timeZone: string): string {
  if (!written.includes('T') || OFFSET.test(written)) return written;
  // The offset the time was read with: in an hour a shift forward skipped, the one before the shift.
  const minutes = Math.round((wallClock(written) - noteInstant(written, timeZone).getTime()) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  return `${written}${sign}${twoDigits(Math.floor(Math.abs(minutes) / 60))}:${twoDigits(Math.abs(minutes) % 60)}`;
}
