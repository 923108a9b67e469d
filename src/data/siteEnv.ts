/**
 * Build-time configuration from environment variables. Everything external is
 * off unless its variable is set; see README "Configuration".
 */
export interface SiteEnv {
  /** Canonical origin of the deployed site, for sitemap and social cards. */
  readonly siteUrl: string;
  /** Google Tag Manager container, e.g. GTM-XXXXXXX. */
  readonly gtmContainerId?: string;
  /** An error-tracking loader script (for example a Sentry loader URL). */
  readonly errorTrackingScriptUrl?: string;
  /** The repository the pages are edited in: "Edit this page" and the feedback issues go there. */
  readonly repositoryUrl: string;
}

export type Env = Record<string, string | undefined>;

/** A variable's value, trimmed; undefined when unset or blank. */
export function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

function httpsUrl(name: string, value: string | undefined): string | undefined {
  const url = nonEmpty(value);
  if (url === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${url}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${url}".`);
  }
  return url;
}

/** `repository` of package.json, as a string or npm's `{type, url}` object, without `git+` and `.git`. */
export function repositoryFromPackage(pkg: {repository?: string | {url?: string}}): string | undefined {
  const raw = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  return raw?.replace(/^git\+/, '').replace(/\.git$/, '');
}

export function siteEnv(env: Env, packageRepository?: string): SiteEnv {
  const gtmContainerId = nonEmpty(env.GTM_CONTAINER_ID);
  if (gtmContainerId !== undefined && !/^GTM-[A-Z0-9]+$/.test(gtmContainerId)) {
    throw new Error(`GTM_CONTAINER_ID must look like GTM-XXXXXXX, got "${gtmContainerId}".`);
  }
  return {
    siteUrl: (httpsUrl('SITE_URL', env.SITE_URL) ?? 'https://docs.deno.com').replace(/\/$/, ''),
    gtmContainerId,
    errorTrackingScriptUrl: httpsUrl('ERROR_TRACKING_SCRIPT_URL', env.ERROR_TRACKING_SCRIPT_URL),
    repositoryUrl: (
      httpsUrl('REPOSITORY_URL', env.REPOSITORY_URL) ??
      packageRepository ??
      'https://github.com/denoland/docs'
    ).replace(/\/$/, ''),
  };
}
