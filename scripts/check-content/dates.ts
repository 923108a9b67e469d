/**
 * A sentence that puts a date before the build's date in the future tense ("will be shut down
 * on July 20, 2026") or reports it as a past announcement ("announced that it would shut down
 * on July 20, 2026") leaves the reader to guess whether it happened. Such a sentence must say
 * what is true on the build's date; one that also says how it ended ("ended on", "shut down on
 * ... and") passes.
 */
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const DATE = new RegExp(`\\b(${MONTHS.join('|')}) (\\d{1,2}), (\\d{4})\\b`, 'gi');
const FUTURE =
  /\b(will|would|is scheduled|are scheduled|was scheduled|were scheduled|is going to|are going to|plans to|is set to)\b/i;
const SETTLED =
  /\b(ended|has ended|shut down on [^.]*? and|was shut down|were shut down|is no longer|are no longer|stopped)\b/i;

/** The sentences of a text that speak of a past date as if it were still to come. */
export function staleDateSentences(text: string, today: Date): string[] {
  const sentences = text.replace(/\s+/g, ' ').split(/(?<=[.!?])\s+(?=[A-Z])/);
  return sentences.filter((sentence) => {
    if (!FUTURE.test(sentence) || SETTLED.test(sentence)) return false;
    return [...sentence.matchAll(DATE)].some((m) => {
      const date = new Date(Date.UTC(Number(m[3]), MONTHS.indexOf(m[1]!.toLowerCase()), Number(m[2])));
      return date.getTime() < today.getTime();
    });
  });
}
