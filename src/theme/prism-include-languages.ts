// Swizzled (ejected) to do nothing: code is highlighted at build time (src/plugins/highlight),
// so the browser loads no Prism grammars.
export default function prismIncludeLanguages(): void {}
