// @ts-check
// The stage times scripts/test-all.sh writes, "name seconds" a line (names may have spaces), for
// the test summary and `npm run bench:suite`. Plain JavaScript: test-summary.mjs runs without tsx.
import {readFileSync} from 'node:fs';

/**
 * @param {string} file
 * @returns {{name: string, seconds: number}[]}
 */
export function readStageTimes(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const at = line.lastIndexOf(' ');
      return {name: line.slice(0, at), seconds: Number(line.slice(at + 1))};
    });
}
