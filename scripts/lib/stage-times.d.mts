/** The stage times scripts/test-all.sh writes, "name seconds" a line. */
export function readStageTimes(file: string): {name: string; seconds: number}[];
