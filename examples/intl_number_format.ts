/**
 * title: Format numbers, prices and units for a locale
 * description: Use Intl.NumberFormat for grouping, currencies, percentages, compact numbers and units, following each language's conventions.
 * category: dates
 * check: run
 * keywords: Intl.NumberFormat, toLocaleString, currency, percent, compact, unit, thousands separator, i18n
 */

// Formatted numbers often contain no-break spaces (U+00A0 or U+202F), for instance between a
// number and "€", so that a line never breaks inside it. Keep that in mind when you compare
// formatted text in tests. This example prints them as plain spaces, with this helper.
const log = (text: string) => console.log(text.replace(/[\u00a0\u202f]/g, " "));

// Digit grouping and the decimal mark differ between languages: one number, three spellings.
// Pass the locale explicitly so the output does not depend on the machine's settings.
const amount = 1234567.891;
for (const locale of ["en-US", "de-DE", "hi-IN"]) {
  log(`${locale}: ${new Intl.NumberFormat(locale).format(amount)}`);
}

// For money, name the currency: the locale then places the symbol and picks the usual number of
// decimals (none for yen). `currencyDisplay: "code"` shows the ISO code instead of the symbol.
function money(
  locale: string,
  currency: string,
  extra: Intl.NumberFormatOptions = {},
) {
  const options = { style: "currency", currency, ...extra } as const;
  return new Intl.NumberFormat(locale, options).format(1999.5);
}
log(money("en-US", "USD"));
log(money("fr-FR", "EUR"));
log(money("ja-JP", "JPY"));
log(money("en-US", "EUR", { currencyDisplay: "code" }));

// `percent` multiplies by 100. `signDisplay: "exceptZero"` adds a plus sign to gains, which
// suits changes; fraction digit options round the result.
const change = new Intl.NumberFormat("en-US", {
  style: "percent",
  signDisplay: "exceptZero",
  maximumFractionDigits: 1,
});
log([0.0425, -0.013, 0].map((n) => change.format(n)).join(" | "));

// `compact` notation abbreviates large numbers the way a dashboard would, in the locale's words.
const big = [1530, 2_400_000, 7_100_000_000];
for (const locale of ["en-US", "es-ES"]) {
  const compact = new Intl.NumberFormat(locale, { notation: "compact" });
  log(`${locale}: ${big.map((n) => compact.format(n)).join(", ")}`);
}

// Units are built in too. `unitDisplay` chooses between `short`, `long` and `narrow` forms.
const speed = new Intl.NumberFormat("en-GB", {
  style: "unit",
  unit: "kilometer-per-hour",
});
const disk = new Intl.NumberFormat("en-US", {
  style: "unit",
  unit: "gigabyte",
  unitDisplay: "long",
});
log(`${speed.format(88)}; ${disk.format(1.5)}`);

/* Output:
en-US: 1,234,567.891
de-DE: 1.234.567,891
hi-IN: 12,34,567.891
$1,999.50
1 999,50 €
￥2,000
EUR 1,999.50
+4.3% | -1.3% | 0%
en-US: 1.5K, 2.4M, 7.1B
es-ES: 1,5 mil, 2,4 M, 7100 M
88 km/h; 1.5 gigabytes
*/
