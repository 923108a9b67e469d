/**
 * title: Escape text for safe HTML output
 * description: Escape user input before putting it into HTML with @std/html, so it shows as text instead of running as markup or script.
 * category: web-apis
 * check: run
 * keywords: escape html, xss, cross-site scripting, sanitize, html entities, unescape, @std/html
 */

import { escape, unescape } from "jsr:@std/html@^1/entities";

// Text that came from a user, a database or a URL. Pasted into HTML as it
// is, the first would run a script in every visitor's browser, and the second
// would break out of the attribute it was placed in.
const comment = `<script>alert("pwned")</script> nice post`;
const name = `Ada" onmouseover="steal()`;

// `escape` replaces the five characters that mean something in HTML
// (`&`, `<`, `>`, `"` and `'`) with entities. Browsers display the original
// text, but never parse it as tags or as the end of a quoted attribute.
const html = `<p title="${escape(name)}">${escape(comment)}</p>`;
console.log(html);

// Escape at the moment text goes into HTML, and only once: escaping an
// already escaped string shows the entities themselves to the reader.
// `unescape` turns entities back into characters, e.g. for text taken out
// of scraped HTML. By default it knows the five above and numeric entities;
// pass the full list from `@std/html/named-entity-list.json` as `entityList`
// for names such as `&eacute;`.
console.log(escape("Fish & chips"));
console.log(escape(escape("Fish & chips")));
console.log(unescape("Caf&#233; &amp; &#x1F600; &lt;3"));

// Escaping covers text content and quoted attribute values. It does not make
// a value safe as a URL (a `javascript:` link stays a link) or inside a
// `<script>` or `<style>` block; check those values separately.
const link = "javascript:alert(1)";
const safeHref = /^https?:\/\//.test(link) ? link : "#";
console.log(`<a href="${escape(safeHref)}">profile</a>`);

/* Output:
<p title="Ada&quot; onmouseover=&quot;steal()">&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; nice post</p>
Fish &amp; chips
Fish &amp;amp; chips
Café & 😀 <3
<a href="#">profile</a>
*/
