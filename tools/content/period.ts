// Experience periods as the timeline shows them: 'mar 2023 - out 2024', or 'jan 2025 - atual' while ongoing.
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const PERIOD = /^(\p{L}{3}) (\d{4}) - (?:(\p{L}{3}) (\d{4})|(atual))$/iu;

export const PERIOD_FORMAT = '"mmm aaaa - mmm aaaa" ou "mmm aaaa - atual" (ex.: mar 2023 - out 2024)';

export interface Period {
  /** Months since year 0: comparable, and easy to turn back into a date. */
  start: number;
  /** null while ongoing ('atual'). */
  end: number | null;
}

function monthIndex(month: string, year: string): number | null {
  const index = MONTHS.indexOf(month.toLowerCase());
  return index === -1 ? null : Number(year) * 12 + index;
}

/** null when the text does not follow PERIOD_FORMAT or names an unknown month. */
export function parsePeriod(text: string): Period | null {
  const match = PERIOD.exec(text.trim());
  if (!match) return null;
  const [, startMonth, startYear, endMonth, endYear, ongoing] = match;
  const start = monthIndex(startMonth!, startYear!);
  const end = ongoing ? null : monthIndex(endMonth!, endYear!);
  if (start === null || (!ongoing && end === null)) return null;
  return { start, end };
}
