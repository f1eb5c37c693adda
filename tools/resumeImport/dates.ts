// A JSON Resume's dates ('2023', '2023-04', '2023-04-29') as the content's periods ('abr 2023 - atual').
import { formatPeriod, PERIOD_DASH, type Period } from '../../src/lib/period';

const DATE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

export const DATE_FORMAT = 'use uma data como 2023, 2023-04 ou 2023-04-29';

/**
 * The month of a date, counted as a Period's (months since year 0), or null when it is not one.
 * A year alone is its first month when it starts a period, its last when it ends one: '2020' to '2020' is the whole year.
 */
export function monthOf(date: string, { end = false } = {}): number | null {
  const match = DATE.exec(date);
  if (!match) return null;
  const [, year, month, day] = match;
  const monthNumber = month === undefined ? (end ? 12 : 1) : Number(month);
  if (monthNumber < 1 || monthNumber > 12) return null;
  if (day !== undefined) {
    const calendar = new Date(Date.UTC(Number(year), monthNumber - 1, Number(day)));
    if (calendar.getUTCDate() !== Number(day)) return null;
  }
  return Number(year) * 12 + monthNumber - 1;
}

/** The period from two dates already checked, ongoing without an end. */
export function periodOf(startDate: string, endDate?: string): Period {
  return { start: monthOf(startDate)!, end: endDate === undefined ? null : monthOf(endDate, { end: true }) };
}

/**
 * The period as the owner writes it in the content (parsePeriod reads it back): formatPeriod sets the
 * page's typographic dash, the content takes the hyphen that is easy to type.
 */
export const contentPeriod = (startDate: string, endDate?: string) =>
  formatPeriod(periodOf(startDate, endDate), 'pt-BR').replace(PERIOD_DASH, ' - ');
