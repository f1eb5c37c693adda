/**
 * A period as the page shows it: the owner writes `jan 2025 - out 2025` (a hyphen, easy to type), and
 * the page sets the range with a typographic en dash, `jan 2025 – out 2025` (the English edition's
 * periods are made with it by the build, tools/content/period.ts).
 */
export const PERIOD_DASH = ' – ';

export const displayedPeriod = (period: string) => period.replace(' - ', PERIOD_DASH);
