/**
 * Options of the plugins that read the pinned deno (the CLI and API references): which deno to
 * ask, and where to cache what it answered. One schema for both, each with its own cache folder.
 */
import type {OptionValidationContext} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {DEFAULT_DENO} from './generate';

export interface DenoReaderOptions {
  id?: string;
  /** The deno executable that is asked. */
  deno: string;
  /** Where its answers are cached, per deno version. */
  cacheDir: string;
}

/** A plugin's `validateOptions`, with `defaultCacheDir` when none is given. */
export function denoReaderOptions(defaultCacheDir: string) {
  const schema = Joi.object<DenoReaderOptions>({
    id: Joi.string(),
    deno: Joi.string().default(DEFAULT_DENO),
    cacheDir: Joi.string().default(defaultCacheDir),
  });
  return ({
    validate,
    options,
  }: OptionValidationContext<Partial<DenoReaderOptions> | undefined, DenoReaderOptions>): DenoReaderOptions =>
    validate(schema, options ?? {});
}
