// Experience periods: written once, in Portuguese ('mar 2023 - out 2024', 'jan 2025 - atual'), and
// shown in each edition's language ('Mar 2023 – Oct 2024', 'Jan 2025 – present').
import type { Language } from '../../src/lib/editions';

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

const PERIOD_WORDS: Record<Language, { months: readonly string[]; present: string; dash: string }> = {
  'pt-BR': { months: MONTHS, present: 'atual', dash: ' - ' },
  en: { months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'], present: 'present', dash: ' – ' },
};

/** A period as an edition shows it: 'jan 2025 - out 2025' / 'Jan 2025 – Oct 2025'. */
export function formatPeriod({ start, end }: Period, language: Language): string {
  const words = PERIOD_WORDS[language];
  const month = (index: number) => `${words.months[index % 12]} ${Math.floor(index / 12)}`;
  return `${month(start)}${words.dash}${end === null ? words.present : month(end)}`;
}
