/**
 * title: Render HTML with an auto-escaping template tag
 * description: Build HTML pages from tagged template literals that escape every interpolated value, with composable partials and lists, and no template engine.
 * category: web-apis
 * check: run
 * keywords: html templates, tagged template literal, templating, escape, partials, server-side rendering, ssr, xss
 */

import { escape } from "jsr:@std/html@^1/entities";

// Markup that is already safe is wrapped in a class, so the tag can tell it
// apart from plain strings, which always get escaped.
class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

// A tag function receives the literal parts and the values separately. Here
// each value is escaped unless it is `SafeHtml`; arrays (from `map`) are
// joined; `null`, `undefined` and `false` render nothing, which makes
// `cond && html\`...\`` work for optional parts.
type Value = SafeHtml | string | number | boolean | null | undefined | Value[];
function render(value: Value): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join("");
  if (value === null || value === undefined || value === false) return "";
  return escape(String(value));
}
function html(strings: TemplateStringsArray, ...values: Value[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => out += render(value) + strings[i + 1]);
  return new SafeHtml(out);
}

// Partials are plain functions returning `SafeHtml`, so they nest inside
// other templates without being escaped twice. Naming the tag `html` lets
// editors highlight the markup, and `deno fmt` formats it as HTML, which may
// change whitespace between tags.
interface Item {
  name: string;
  price: number;
  onSale: boolean;
}
const badge = html`<b>sale</b>`;
const row = (item: Item) =>
  html`<li>${item.name} ${item.price.toFixed(2)} ${item.onSale && badge}</li>`;
const page = (title: string, items: Item[]) =>
  html`
    <h1>${title}</h1>
    <ul>${items.map(row)}</ul>
  `;

// User data with markup in it comes out as text. Serve the result with
// `new Response(String(page(...)), { headers: { "content-type":
// "text/html; charset=utf-8" } })`.
const items = [
  { name: "Tea & biscuits", price: 4.5, onSale: true },
  { name: "<img src=x onerror=alert(1)>", price: 1, onSale: false },
];
console.log(String(page("Today's <specials>", items)).trim());

/* Output:
<h1>Today&#39;s &lt;specials&gt;</h1>
    <ul><li>Tea &amp; biscuits 4.50 <b>sale</b></li><li>&lt;img src=x onerror=alert(1)&gt; 1.00 </li></ul>
*/
