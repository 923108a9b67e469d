/**
 * title: Serve a sitemap.xml
 * description: Generate an XML sitemap of a site's pages with @std/xml and point crawlers to it from robots.txt.
 * category: http
 * check: serve --allow-net
 * keywords: sitemap, sitemap.xml, robots.txt, seo, search engines, crawler, lastmod, xml
 */

import { stringify, type XmlElement } from "jsr:@std/xml@^0.2";

// The pages to list, with the date each one last changed. A real site would
// collect these from its routes, files or database. Sitemaps need absolute
// URLs on the site's public address, whatever host the server runs on.
const site = "https://www.example.com";
const pages = [
  { path: "/", updated: "2026-11-28" },
  { path: "/pricing", updated: "2026-11-02" },
  { path: "/blog/launch?lang=en&ref=home", updated: "2026-10-15" },
];

// A small helper to build `@std/xml` element trees; `stringify` escapes text
// and attributes, so the `&` in the last URL comes out as `&amp;`.
function el(
  name: string,
  attributes: Record<string, string>,
  ...children: (XmlElement | string)[]
): XmlElement {
  return {
    type: "element",
    name: { raw: name, local: name },
    attributes,
    children: children.map((c) =>
      typeof c === "string" ? { type: "text", text: c } : c
    ),
  };
}

// Each page becomes a `<url>` with its address and last change, inside a
// `<urlset>` that names the sitemap namespace.
function sitemap(): string {
  const urls = pages.map((page) =>
    el(
      "url",
      {},
      el("loc", {}, new URL(page.path, site).href),
      el("lastmod", {}, page.updated),
    )
  );
  const ns = { xmlns: "http://www.sitemaps.org/schemas/sitemap/0.9" };
  const xml = stringify(el("urlset", ns, ...urls), { indent: "  " });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

// Crawlers look for `/robots.txt` first; its `Sitemap:` line tells them where
// the sitemap is.
Deno.serve((req) => {
  const url = new URL(req.url);
  if (url.pathname === "/sitemap.xml") {
    return new Response(sitemap(), {
      headers: { "content-type": "application/xml; charset=utf-8" },
    });
  }
  if (url.pathname === "/robots.txt") {
    return new Response(`User-agent: *\nSitemap: ${site}/sitemap.xml\n`);
  }
  return new Response("Not found\n", { status: 404 });
});

/* Output:
$ curl http://localhost:8000/robots.txt
User-agent: *
Sitemap: https://www.example.com/sitemap.xml
$ curl http://localhost:8000/sitemap.xml
<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url>
    <loc>https://www.example.com/</loc>
    <lastmod>2026-11-28</lastmod>
  </url>
  <url>
    <loc>https://www.example.com/pricing</loc>
    <lastmod>2026-11-02</lastmod>
  </url>
  <url>
    <loc>https://www.example.com/blog/launch?lang=en&amp;ref=home</loc>
    <lastmod>2026-10-15</lastmod>
  </url>
</urlset>
*/
