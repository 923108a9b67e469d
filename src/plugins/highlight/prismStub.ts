/**
 * What the site's bundles get for `prism-react-renderer`: code is highlighted at build time
 * (remark.ts), so the browser needs no Prism. The theme's client module still hands this object
 * to `@theme/prism-include-languages`, which the site replaces with a no-op.
 */
export const Prism = {languages: {}};
