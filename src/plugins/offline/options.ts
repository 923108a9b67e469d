/** Offline reading's switch, read from the environment in the style of src/data/siteEnv.ts. */
import {nonEmpty, type Env} from '../../data/siteEnv';

export interface OfflinePluginOptions {
  id?: string;
  /** Off: the build serves a worker that removes the one readers got from earlier builds. */
  enabled: boolean;
}

/** OFFLINE_READING: on unless set to false (README "Offline reading"). */
export function offlineReadingEnabled(env: Env): boolean {
  const value = nonEmpty(env.OFFLINE_READING)?.toLowerCase();
  if (value === undefined || value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`OFFLINE_READING must be true or false, got "${env.OFFLINE_READING}".`);
}
