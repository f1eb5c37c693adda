// The site's time zone (the owner's `timeZone`): a time written without an offset is read there, never in
// the zone of the machine that builds, so every build of the same content writes the same dates. Intl
// alone does the arithmetic: it knows the zones' rules on every Node the site supports.

/** The zone of a Brazilian-Portuguese site whose owner names none. */
export const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';

/** The zone of the owner's site: her `timeZone` (src/collections/), else the default. */
export const siteTimeZone = (owner: { timeZone?: string | undefined }) => owner.timeZone ?? DEFAULT_TIME_ZONE;

// A name, not an offset: newer Nodes take '-03:00' as a zone, Node 20 does not, and the site must build the same on each.
const ZONE_NAME = /^[A-Za-z][\w+-]*(?:\/[\w+-]+)*$/;

/** Whether Intl knows the zone by this IANA name (America/Sao_Paulo, Europe/Lisbon, UTC). */
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const DAY = 86_400_000;
const CLOCK = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
} as const satisfies Intl.DateTimeFormatOptions;
// A note's dates are read several times each (checks, order, pages, feeds): one formatter per zone.
const clocks = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const clock = clocks.get(timeZone) ?? new Intl.DateTimeFormat('en-US', { ...CLOCK, timeZone });
  clocks.set(timeZone, clock);
  const part = Object.fromEntries(clock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  // setUTCFullYear, as Date.UTC would read a year below 100 as 19xx.
  const day = new Date(0).setUTCFullYear(part.year, part.month - 1, part.day);
  const wall = day + ((part.hour * 60 + part.minute) * 60 + part.second) * 1000;
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the zone's clock shows `wall` (milliseconds as if that clock were UTC's). A time a shift
 * forward skips is read with the offset before the shift, and one a shift back repeats as its first
 * showing: the choice of JavaScript's own Temporal ('compatible').
 */
export function zonedInstant(wall: number, timeZone: string): number {
  const before = wall - offsetAt(wall - DAY, timeZone);
  const after = wall - offsetAt(wall + DAY, timeZone);
  const shown = [before, after].filter((instant) => instant + offsetAt(instant, timeZone) === wall);
  return shown.length > 0 ? Math.min(...shown) : before;
}
