/** A stage's wall time; `beside` names the stage it ran at the same time as. */
export interface StageTime {
  name: string;
  seconds: number;
  beside?: string;
}
/** The stage times scripts/test-all.sh writes (format: stage-times.mjs). */
export function readStageTimes(file: string): StageTime[];
/** The run's wall time, counting stages beside another as the longer side. */
export function wallSeconds(stages: StageTime[]): number;
/** The summary's list of stage times. */
export function describeStageTimes(stages: StageTime[]): string;
