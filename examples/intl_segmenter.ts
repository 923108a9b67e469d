/**
 * title: Split text into characters, words and sentences
 * description: Count user-perceived characters, split words in languages without spaces, and find sentences with Intl.Segmenter.
 * category: dates
 * check: run
 * keywords: Intl.Segmenter, grapheme, emoji length, word count, split words, sentences, Unicode, i18n
 */

// `string.length` counts UTF-16 code units, not what a reader sees as characters. An emoji with
// a skin tone, or a family emoji, is one character on screen but several code units.
const text = "👍🏽 café 👨‍👩‍👧";
console.log(`length: ${text.length}, code points: ${[...text].length}`);

// A segmenter with `granularity: "grapheme"` (the default) yields the characters a reader would
// count, so this is the length to use for "max 280 characters" checks or for truncating text.
const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });
const characters = [...graphemes.segment(text)].map((s) => s.segment);
console.log(`graphemes: ${characters.length} -> ${characters.join("|")}`);

// With `granularity: "word"`, each segment says whether it is a word (`isWordLike`) or the
// spaces and punctuation between words. Filter on it to count words.
const words = new Intl.Segmenter("en", { granularity: "word" });
const sentence = "Don't panic: it's only 42.";
const found = [...words.segment(sentence)].filter((s) => s.isWordLike);
console.log(`${found.length} words: ${found.map((s) => s.segment).join(", ")}`);

// Splitting on spaces fails for languages written without them; the segmenter still finds the
// words.
const japanese = new Intl.Segmenter("ja", { granularity: "word" });
const jaWords = [...japanese.segment("今日は良い天気です")];
console.log(jaWords.map((s) => s.segment).join(" / "));

// `granularity: "sentence"` finds sentence ends, and each segment carries its `index`, the
// position where it starts in the original string. The rules are Unicode's and know nothing of
// abbreviations, so "Mr." counts as the end of a sentence.
const sentences = new Intl.Segmenter("en", { granularity: "sentence" });
const story = "It works. Does it? Yes! Mr. Smith agrees.";
for (const { segment, index } of sentences.segment(story)) {
  console.log(`${index}: ${JSON.stringify(segment)}`);
}

/* Output:
length: 18, code points: 13
graphemes: 8 -> 👍🏽| |c|a|f|é| |👨‍👩‍👧
5 words: Don't, panic, it's, only, 42
今日 / は / 良い / 天気 / です
0: "It works. "
10: "Does it? "
19: "Yes! "
24: "Mr. "
28: "Smith agrees."
*/
