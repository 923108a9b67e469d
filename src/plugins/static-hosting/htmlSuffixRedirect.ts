/**
 * The spec treats /x.html and /x/index.html as /x. `docusaurus serve` redirects them, but a plain
 * static host answers /x.html with 404.html, and hydrating that markup as the page /x would be a
 * React hydration error. So this inline script goes to /x before anything else loads.
 *
 * It only ever goes to a path on this origin. On a plain host `//example.org/x.html` (or
 * `/\example.org/x.html`, which the browser reads as `//`) is served 404.html too, and handing
 * `//example.org/x` to location.replace would leave the site: so leading slashes collapse to one,
 * and a target whose origin is not this one is refused.
 */
export const HTML_SUFFIX_REDIRECT = `(function () {
  var path = location.pathname;
  var clean = '/' + path.replace(/(?:\\/index)?\\.html$/, '').replace(/^[\\/\\\\]+/, '');
  if (clean === path || path === '/404.html') return;
  var target = new URL(clean + location.search + location.hash, location.href);
  if (target.origin !== location.origin) return;
  window.stop();
  location.replace(target.href);
})();`;
