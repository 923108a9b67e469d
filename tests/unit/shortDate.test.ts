import {describe, expect, it} from 'vitest';
import {formatShortDate} from '../../src/theme/LastUpdated/shortDate';

// One formatter per locale: making one per call, 24,000 times, took 14 s of the unit stage.
const formatters = new Map<string, Intl.DateTimeFormat>();
const intl = (date: Date, locale: string): string => {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
    formatters.set(locale, formatter);
  }
  return formatter.format(date);
};

describe('the last-updated date', () => {
  it('is what Intl writes for English, on every day from 1999 to 2031 and at both ends of a UTC day', () => {
    const day = 24 * 60 * 60 * 1000;
    const differ: string[] = [];
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2032, 0, 1); t += day) {
      for (const date of [new Date(t), new Date(t + day - 1)]) {
        if (formatShortDate(date, 'en') !== intl(date, 'en')) differ.push(date.toISOString());
      }
    }
    expect(differ).toEqual([]);
    expect(formatShortDate(new Date(Date.UTC(2026, 10, 27, 23, 59)), 'en')).toBe('Nov 27, 2026');
  });

  it('goes through Intl for other locales and calendars', () => {
    const date = new Date(Date.UTC(2026, 8, 3));
    expect(formatShortDate(date, 'fr')).toBe(intl(date, 'fr'));
    expect(formatShortDate(date, 'en', 'japanese')).not.toBe(formatShortDate(date, 'en'));
  });
});
