// Experience periods: written once, in Portuguese ('mar 2023 - out 2024', 'jan 2025 - atual'): read and
// checked by the build, shown in each edition's language ('Mar 2023 – Oct 2024', 'Jan 2025 – present').
import type { Language } from './editions';

/**
 * The owner writes `jan 2025 - out 2025` (a hyphen, easy to type), and the page sets the range with a
 * typographic en dash, `jan 2025 – out 2025` (the English edition's periods are made with it, formatPeriod).
 */
export const PERIOD_DASH = ' – ';

export const displayedPeriod = (period: string) => period.replace(' - ', PERIOD_DASH);

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

export const PERIOD_FORMAT = '"mmm aaaa - mmm aaaa" ou "mmm aaaa - atual" (ex.: mar 2023 - out 2024)';

export interface Period {
  /** Months since year 0: comparable, and easy to turn back into a date. */
  start: number;
  /** null while ongoing ('atual'). */
  end: number | null;
}

/** Each language's months and word for "ongoing", and the dash a period is written with in it. */
const PERIOD_WORDS: Record<Language, { months: readonly string[]; present: string; dash: string }> = {
  'pt-BR': { months: MONTHS, present: 'atual', dash: ' - ' },
  en: {
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    present: 'present',
    dash: PERIOD_DASH,
  },
};

/**
 * null when the text does not follow the language's format (PERIOD_FORMAT in Portuguese, as the
 * owner writes it; 'Mar 2023 – Oct 2024' once shown in English) or names an unknown month.
 */
export function parsePeriod(text: string, language: Language = 'pt-BR'): Period | null {
  const words = PERIOD_WORDS[language];
  const pattern = new RegExp(`^(\\p{L}{3}) (\\d{4})${words.dash}(?:(\\p{L}{3}) (\\d{4})|(${words.present}))$`, 'iu');
  const match = pattern.exec(text.trim());
  if (!match) return null;
  const monthIndex = (month: string, year: string) => {
    const index = words.months.findIndex((name) => name.toLowerCase() === month.toLowerCase());
    return index === -1 ? null : Number(year) * 12 + index;
  };
  const [, startMonth, startYear, endMonth, endYear, ongoing] = match;
  const start = monthIndex(startMonth, startYear);
  const end = ongoing ? null : monthIndex(endMonth, endYear);
  if (start === null || (!ongoing && end === null)) return null;
  return { start, end };
}

/** A period as an edition shows it, with the typographic dash: 'jan 2025 – out 2025' / 'Jan 2025 – Oct 2025'. */
export function formatPeriod({ start, end }: Period, language: Language): string {
  const words = PERIOD_WORDS[language];
  const month = (index: number) => `${words.months[index % 12]} ${Math.floor(index / 12)}`;
  return `${month(start)}${PERIOD_DASH}${end === null ? words.present : month(end)}`;
}
