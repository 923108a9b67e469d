// @ts-check
// The stage times scripts/test-all.sh writes, for the test summary and `npm run bench:suite`. One
// stage a line: "name seconds" (names may have spaces), or "name seconds beside leader" for a stage
// that ran at the same time as the stage named leader (the source checks run beside the browser
// tests). Plain JavaScript: test-summary.mjs runs without tsx.
import {readFileSync} from 'node:fs';

/** @typedef {{name: string, seconds: number, beside?: string}} StageTime */

const stageLine = /^(.+?) (\d+)(?: beside (.+))?$/;

/**
 * @param {string} file
 * @returns {StageTime[]}
 */
export function readStageTimes(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line, index) => {
      const match = stageLine.exec(line);
      if (!match) throw new Error(`${file}:${index + 1}: expected "name seconds [beside stage]", found "${line}"`);
      const [, name = '', seconds, beside] = match;
      return beside === undefined ? {name, seconds: Number(seconds)} : {name, seconds: Number(seconds), beside};
    });
}

/**
 * The run's wall time: the stages one after another, except that a stage and the stages beside it
 * take as long as the longer of it and their sum (those run one after another beside it).
 * @param {StageTime[]} stages
 * @returns {number}
 */
export function wallSeconds(stages) {
  return stages
    .filter((stage) => stage.beside === undefined)
    .reduce((total, stage) => {
      const beside = stages.filter((other) => other.beside === stage.name).reduce((sum, s) => sum + s.seconds, 0);
      return total + Math.max(stage.seconds, beside);
    }, 0);
}

/**
 * "install 3 s, browser 900 s (beside it: unit 200 s)": the summary's list of stage times.
 * @param {StageTime[]} stages
 * @returns {string}
 */
export function describeStageTimes(stages) {
  return stages
    .filter((stage) => stage.beside === undefined)
    .map((stage) => {
      const beside = stages.filter((other) => other.beside === stage.name);
      const list = beside.map((s) => `${s.name} ${s.seconds} s`).join(', ');
      return `${stage.name} ${stage.seconds} s${list ? ` (beside it: ${list})` : ''}`;
    })
    .join(', ');
}
