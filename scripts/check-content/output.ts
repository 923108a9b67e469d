/**
 * Comparing what a block printed with the `output` block the page shows.
 *
 * Both sides: trailing whitespace trimmed per line, trailing blank lines dropped. In the expected
 * text a line that is exactly `...` matches any number of lines (zero or more).
 */

/** Strips ANSI colour codes, in case a program prints them despite NO_COLOR. */
export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');
}

export function normalizeOutput(text: string): string[] {
  const lines = stripAnsi(text)
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

type LineMatcher = (expected: string, actual: string) => boolean;

const exact: LineMatcher = (expected, actual) => expected === actual;
const contains: LineMatcher = (expected, actual) => actual.includes(expected.trim());

/** Does `expected` (with `...` wildcards) match all of `actual` from index a, pattern from p? */
function matchFrom(
  expected: string[],
  actual: string[],
  p: number,
  a: number,
  same: LineMatcher,
  memo: Map<string, boolean>,
  anchoredEnd: boolean,
): boolean {
  const key = `${p}:${a}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let result: boolean;
  if (p === expected.length) result = anchoredEnd ? a === actual.length : true;
  else if (expected[p] === '...') {
    result = false;
    for (let k = a; k <= actual.length && !result; k++) {
      result = matchFrom(expected, actual, p + 1, k, same, memo, anchoredEnd);
    }
  } else if (a < actual.length && same(expected[p] as string, actual[a] as string)) {
    result = matchFrom(expected, actual, p + 1, a + 1, same, memo, anchoredEnd);
  } else result = false;
  memo.set(key, result);
  return result;
}

/** The whole output equals the expected lines (`...` wildcards allowed). */
export function outputMatches(expectedText: string, actualText: string): boolean {
  const expected = normalizeOutput(expectedText);
  const actual = normalizeOutput(actualText);
  return matchFrom(expected, actual, 0, 0, exact, new Map(), true);
}

/**
 * The expected lines appear in the output as consecutive lines, each expected line contained in
 * its output line (leading/trailing spaces ignored); `...` matches any number of lines. Used for
 * `fails` blocks, whose output block shows the error deno prints.
 */
export function outputContains(expectedText: string, actualText: string): boolean {
  const expected = normalizeOutput(expectedText);
  while (expected.length > 0 && expected[0] === '') expected.shift();
  if (expected.length === 0) return true;
  const actual = normalizeOutput(actualText);
  for (let start = 0; start < actual.length; start++) {
    if (matchFrom(expected, actual, 0, start, contains, new Map(), false)) return true;
  }
  return false;
}

/** A short line diff (at most `maxLines` lines), `-` expected, `+` actual. */
export function shortDiff(expectedText: string, actualText: string, maxLines = 12): string {
  const expected = normalizeOutput(expectedText);
  const actual = normalizeOutput(actualText);
  // Longest common subsequence, treating `...` as matching nothing (it is shown as context).
  const n = expected.length;
  const m = actual.length;
  const lcs: number[][] = Array.from({length: n + 1}, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const row = lcs[i] as number[];
      row[j] =
        expected[i] === actual[j] ? (lcs[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(lcs[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const out: string[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && expected[i] === actual[j]) {
      out.push(`  ${expected[i]}`);
      i++;
      j++;
    } else if (i < n && (j === m || (lcs[i + 1]?.[j] ?? 0) >= (lcs[i]?.[j + 1] ?? 0))) {
      out.push(`- ${expected[i]}`);
      i++;
    } else {
      out.push(`+ ${actual[j]}`);
      j++;
    }
  }
  // Keep the changed lines with one line of context around each.
  const keep = new Set<number>();
  out.forEach((line, k) => {
    if (!line.startsWith('  ')) for (const d of [-1, 0, 1]) keep.add(k + d);
  });
  const lines: string[] = [];
  let skipped = false;
  out.forEach((line, k) => {
    if (keep.has(k)) {
      lines.push(line);
      skipped = false;
    } else if (!skipped) {
      lines.push('  ⋮');
      skipped = true;
    }
  });
  if (lines.length > maxLines) {
    const rest = lines.length - maxLines;
    return [...lines.slice(0, maxLines), `  (${rest} more diff lines)`].join('\n');
  }
  return lines.join('\n');
}

/** `deno test` output with its timings (`(3ms)`, `(1s)`) replaced by `(…)`, so runs compare equal. */
export function withoutTimings(text: string): string {
  return text.replace(/\((?:\d+(?:\.\d+)?(?:ns|µs|us|ms|s|m)\s*)+\)/g, '(…)');
}
