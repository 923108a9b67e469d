/**
 * title: Extract data from HTML
 * description: Load an HTML page into cheerio and pull out the title, meta tags, links and table rows with CSS selectors.
 * category: encoding
 * check: run
 * keywords: html, scraping, web scraping, cheerio, css selectors, parse html, dom, links, table
 */
import * as cheerio from "npm:cheerio@^1";

// In a real scraper the HTML comes from `await (await fetch(url)).text()`.
// Here it is inline, so the example runs offline. `cheerio.load` parses it
// and returns `$`, a jQuery-like function that selects with CSS selectors.
const html = `<!doctype html>
<html>
<head>
  <title>Plant shop</title>
  <meta name="description" content="Houseplants, delivered.">
</head>
<body>
  <nav><a href="/">Home</a> <a href="/care">Care guides</a> <a href="https://example.org/blog">Blog</a></nav>
  <table id="stock">
    <tr><th>Plant</th><th>Price</th><th>In stock</th></tr>
    <tr><td>Monstera</td><td>$24.00</td><td>yes</td></tr>
    <tr><td>Fern &amp; pot</td><td>$12.50</td><td>no</td></tr>
  </table>
</body>
</html>`;
const $ = cheerio.load(html);

// `text()` returns an element's text with entities decoded, and `attr()`
// reads one attribute.
console.log($("title").text());
console.log($('meta[name="description"]').attr("content"));

// Relative links only make sense against the page's address, and
// `new URL(href, base)` resolves them. `toArray` turns a selection into an
// array of elements to map over.
const base = "https://plants.example.com/shop/";
const links = $("nav a").toArray().map((a) =>
  new URL($(a).attr("href")!, base).href
);
console.log(links);

// Tables map naturally to records: skip the header row, read each row's
// cells, and convert the strings into the types you want as you go.
const rows = $("#stock tr").toArray().slice(1).map((tr) => {
  const [name, price, inStock] = $(tr).find("td").toArray().map((td) =>
    $(td).text()
  );
  return {
    name,
    price: Number(price.replace("$", "")),
    inStock: inStock === "yes",
  };
});
console.log(rows);

/* Output:
Plant shop
Houseplants, delivered.
[
  "https://plants.example.com/",
  "https://plants.example.com/care",
  "https://example.org/blog"
]
[
  { name: "Monstera", price: 24, inStock: true },
  { name: "Fern & pot", price: 12.5, inStock: false }
]
*/
