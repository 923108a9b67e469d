/**
 * The page template (Docusaurus's `ssrTemplate`), upstream's with one change: a page's scripts are
 * requested once it has painted, not as its HTML is parsed. Upstream lists them in the head with
 * `defer`, so the browser fetches the main script (~140 KB compressed) and the route chunks
 * alongside the stylesheet and the fonts the first paint needs, and on a slow connection they
 * share its bandwidth. Here the HTML lists them as data (`PAGE_SCRIPTS_ID`), and a small script
 * at the end of the body adds them, in order, after the first frame (in a tab opened in the
 * background, which draws no frame, at `load` or that frame, whichever comes first). They still
 * run in that order, before anything that needs them; the page hydrates a frame later than it did.
 *
 * The template is made from the installed one, so a Docusaurus upgrade keeps its other changes;
 * if the scripts' block is not found the build fails (tests/unit/startup.test.ts).
 */
import upstreamTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html';

/** The id of the element that lists the page's scripts, as JSON. */
export const PAGE_SCRIPTS_ID = '__page-scripts';

/** Upstream's scripts block (3.10.2), the part replaced. */
const UPSTREAM_SCRIPTS = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>`;

/**
 * Adds the listed scripts, once. Plain ES5, inline (the CSP hashes every inline script the build
 * emits, and this one is the same on every page). Dynamically added scripts with `async = false`
 * run in the order they were added, as deferred ones do.
 */
export const SCRIPTS_LOADER = `(function(){var s=!1;function t(){if(s)return;s=!0;JSON.parse(document.getElementById(${JSON.stringify(PAGE_SCRIPTS_ID)}).textContent).forEach(function(u){var e=document.createElement("script");e.src=u;e.async=!1;document.body.appendChild(e)})}requestAnimationFrame(function(){setTimeout(t)});if(document.visibilityState==="hidden")addEventListener("load",t)})()`;

const PAGE_SCRIPTS = `
    <script type="application/json" id="${PAGE_SCRIPTS_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %></script>
    <script>${SCRIPTS_LOADER}</script>
  </body>`;

/** The template with the scripts moved; throws if upstream's template no longer has that block. */
export function templateWithScriptsAfterPaint(template: string): string {
  if (!template.includes(UPSTREAM_SCRIPTS) || !template.includes('\n  </body>')) {
    throw new Error(
      "src/plugins/startup/scriptsAfterPaint.ts: Docusaurus's page template (@docusaurus/core/lib/ssg/ssgTemplate.html.js) " +
        'no longer has the scripts block this file replaces; compare it with UPSTREAM_SCRIPTS',
    );
  }
  return template.replace(UPSTREAM_SCRIPTS, '').replace('\n  </body>', PAGE_SCRIPTS);
}

export const ssrTemplate = templateWithScriptsAfterPaint(upstreamTemplate);
