/**
 * title: Pluralize words and join lists for a locale
 * description: Choose singular or plural forms, and ordinal suffixes, with Intl.PluralRules, and join lists with "and" or "or" with Intl.ListFormat.
 * category: dates
 * check: run
 * keywords: Intl.PluralRules, Intl.ListFormat, plural, ordinal, 1st 2nd 3rd, list, conjunction, disjunction, i18n
 */

// `Intl.PluralRules` does not hold words; it tells which *category* a number falls in for a
// language: `one`, `few`, `many`, `other` and so on. Keep one message per category and look the
// right one up. English has two categories for counting, so two messages suffice.
const english = new Intl.PluralRules("en-US");
const files: Record<string, string> = { one: "# file", other: "# files" };
for (const n of [0, 1, 2]) {
  console.log(files[english.select(n)].replace("#", String(n)));
}

// Other languages need more forms. Polish uses three categories for whole numbers, so a message
// table written only for English would be wrong there.
const polish = new Intl.PluralRules("pl-PL");
console.log([1, 2, 5, 22, 25].map((n) => `${n}:${polish.select(n)}`).join(" "));

// With `type: "ordinal"` the categories are the ones for ranks, which gives English suffixes
// without a hand-written rule for 11, 12 and 13.
const ordinal = new Intl.PluralRules("en-US", { type: "ordinal" });
const suffixes: Record<string, string> = {
  one: "st",
  two: "nd",
  few: "rd",
  other: "th",
};
const ranks = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101];
console.log(ranks.map((n) => `${n}${suffixes[ordinal.select(n)]}`).join(" "));

// `Intl.ListFormat` joins items with the locale's commas and words. `conjunction` means "and",
// `disjunction` means "or". Note the details it gets right: the comma before "and" in American
// English only, and Spanish "e" instead of "y" before a word starting with an "i" sound.
const fruit = ["apples", "pears", "plums"];
const list = (locale: string, type: Intl.ListFormatType, items = fruit) =>
  new Intl.ListFormat(locale, { type }).format(items);
console.log(list("en-US", "conjunction"));
console.log(list("en-GB", "conjunction"));
console.log(list("en-US", "disjunction"));
console.log(list("de-DE", "conjunction", ["Äpfel", "Birnen", "Pflaumen"]));
console.log(list("es-ES", "conjunction", ["manzanas", "peras", "higos"]));

/* Output:
0 files
1 file
2 files
1:one 2:few 5:many 22:few 25:many
1st 2nd 3rd 4th 11th 12th 13th 21st 22nd 101st
apples, pears, and plums
apples, pears and plums
apples, pears, or plums
Äpfel, Birnen und Pflaumen
manzanas, peras e higos
*/
