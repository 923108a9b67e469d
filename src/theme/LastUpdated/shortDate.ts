/**
 * A page's "Last updated on" date as `Intl.DateTimeFormat` writes it for English (`Nov 27, 2026`,
 * in UTC), without `Intl`: creating the first date format loads the browser's locale data, about
 * 20 ms of the main thread on a fast machine, and that happened while the page hydrated.
 * Other locales and calendars still go through `Intl` (`tests/unit/shortDate.test.ts` compares the
 * two on every day of several years).
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function formatShortDate(date: Date, locale: string, calendar?: string): string {
  if (locale === 'en' && (calendar === undefined || calendar === 'gregory')) {
    return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
  }
  return new Intl.DateTimeFormat(locale, {
    calendar,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
