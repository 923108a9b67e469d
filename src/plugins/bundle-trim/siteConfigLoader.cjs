// @ts-check
/**
 * A loader for the browser build's .docusaurus/docusaurus.config.mjs, the site config that
 * useDocusaurusContext() returns. Core writes the whole config, and the main bundle every page
 * downloads held it all (4.3 KB gz), though the keys below serve only the build and the server
 * render: the plugins' and presets' options, the page template, the head tags. No browser code of
 * Docusaurus's or of this site reads them (tests/unit/bundleTrim.test.ts keeps that so). Types in
 * siteConfigLoader.d.cts.
 */
'use strict';

/** Site config keys that only the build and the server render read. */
const SERVER_ONLY_KEYS = [
  'plugins',
  'presets',
  'themes',
  'ssrTemplate',
  'headTags',
  'scripts',
  'stylesheets',
  'clientModules',
  'staticDirectories',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
];

const PREFIX = /^[\s\S]*?export default (?=\{)/;

/**
 * The config module without the server-only keys; throws when it is not `export default {json};`.
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function withoutServerOnlyConfig(source, file) {
  const prefix = PREFIX.exec(source);
  const body = prefix && source.slice(prefix[0].length).trim().replace(/;$/, '');
  /** @type {unknown} */
  let config;
  try {
    config = JSON.parse(body ?? '');
    if (typeof config !== 'object' || config === null) throw new Error('not an object');
  } catch {
    throw new Error(
      `${file}: not the \`export default {…};\` of JSON that src/plugins/bundle-trim expects (did Docusaurus change its codegen?)`,
    );
  }
  const kept = Object.fromEntries(Object.entries(config).filter(([key]) => !SERVER_ONLY_KEYS.includes(key)));
  return `export default ${JSON.stringify(kept)};\n`;
}

/** @this {{resourcePath: string}} @param {string} source */
function siteConfigLoader(source) {
  return withoutServerOnlyConfig(source, this.resourcePath);
}

module.exports = siteConfigLoader;
module.exports.withoutServerOnlyConfig = withoutServerOnlyConfig;
module.exports.SERVER_ONLY_KEYS = SERVER_ONLY_KEYS;
