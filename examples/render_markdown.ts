/**
 * title: Render Markdown to HTML
 * description: Convert Markdown, including GitHub-style tables and task lists, to HTML with the marked npm package, and customize how links render.
 * category: encoding
 * check: run
 * keywords: markdown, html, marked, gfm, render, convert, md to html, renderer
 */
import { Marked } from "npm:marked@^18";

// `marked` parses Markdown and returns HTML. A `Marked` instance keeps its
// options to itself, unlike the shared global `marked` object. GitHub
// Flavored Markdown (tables, task lists, strikethrough, autolinks) is on by
// default.
const md = new Marked();
const source = `# Release notes

Deno **2.9** is ~~coming~~ here. See https://deno.com.

| Area | Change |
| ---- | ------ |
| CLI  | faster \`deno check\` |

- [x] write the notes
- [ ] publish them
`;

// `parse` returns a promise when async extensions are in use; with
// `async: false` it returns the HTML string directly, which keeps the types
// simple.
console.log(md.parse(source, { async: false }));

// Renderer overrides change the HTML produced for one kind of token. Here
// links to other sites get `rel="noopener"` and open in a new tab; returning
// `false` falls back to the default rendering for all other links.
const site = new Marked({
  renderer: {
    link({ href, tokens }) {
      if (!href.startsWith("http")) return false;
      const text = this.parser.parseInline(tokens);
      return `<a href="${href}" target="_blank" rel="noopener">${text}</a>`;
    },
  },
});
console.log(
  site.parse("[Docs](/docs) and [Deno](https://deno.com)", { async: false }),
);

// Marked passes raw HTML in the Markdown straight through. Only render
// Markdown you trust, or clean the resulting HTML with a sanitizer before
// putting it in a page.
console.log(md.parse("Hi <img src=x onerror=alert(1)>", { async: false }));

/* Output:
<h1>Release notes</h1>
<p>Deno <strong>2.9</strong> is <del>coming</del> here. See <a href="https://deno.com">https://deno.com</a>.</p>
<table>
<thead>
<tr>
<th>Area</th>
<th>Change</th>
</tr>
</thead>
<tbody><tr>
<td>CLI</td>
<td>faster <code>deno check</code></td>
</tr>
</tbody></table>
<ul>
<li><input checked="" disabled="" type="checkbox"> write the notes</li>
<li><input disabled="" type="checkbox"> publish them</li>
</ul>

<p><a href="/docs">Docs</a> and <a href="https://deno.com" target="_blank" rel="noopener">Deno</a></p>

<p>Hi <img src=x onerror=alert(1)></p>
*/
