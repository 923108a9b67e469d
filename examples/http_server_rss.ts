/**
 * title: Serve an RSS feed
 * description: Build an RSS 2.0 feed of blog posts with @std/xml, with escaping and dates done right, and serve it with the feed content type.
 * category: http
 * check: serve --allow-net
 * keywords: rss, feed, xml, blog, syndication, application/rss+xml, pubDate, @std/xml stringify
 */

import { stringify, type XmlElement } from "jsr:@std/xml@^0.2";

// The posts to publish, newest first. In a real blog they would come from
// files or a database.
const site = "https://blog.example.com";
const posts = [
  { slug: "tips", title: "Tips & tricks for <dialog>", date: "2026-11-20" },
  { slug: "hello", title: "Hello, world", date: "2026-10-01" },
];

// `@std/xml` serializes a tree of elements and escapes text for you, so a `&`
// or `<` in a title cannot break the feed. A tiny helper keeps the tree short.
function el(name: string, ...children: (XmlElement | string)[]): XmlElement {
  return {
    type: "element",
    name: { raw: name, local: name },
    attributes: name === "rss" ? { version: "2.0" } : {},
    children: children.map((c) =>
      typeof c === "string" ? { type: "text", text: c } : c
    ),
  };
}

// RSS wants absolute links, a stable `guid` per item, and dates in the RFC 822
// form that `toUTCString()` produces.
function feed(): string {
  const items = posts.map((post) =>
    el(
      "item",
      el("title", post.title),
      el("link", `${site}/${post.slug}`),
      el("guid", `${site}/${post.slug}`),
      el("pubDate", new Date(`${post.date}T09:00:00Z`).toUTCString()),
    )
  );
  const channel = el(
    "channel",
    el("title", "Example blog"),
    el("link", site),
    el("description", "Notes from the example team"),
    ...items,
  );
  const xml = stringify(el("rss", channel), { indent: "  " });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}

// Serve it with the RSS media type, which feed readers and browsers recognize.
Deno.serve((req) => {
  if (new URL(req.url).pathname !== "/feed.xml") {
    return new Response("Not found\n", { status: 404 });
  }
  return new Response(feed(), {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
});

/* Output:
$ curl http://localhost:8000/feed.xml
<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Example blog</title>
    <link>https://blog.example.com</link>
    <description>Notes from the example team</description>
    <item>
      <title>Tips &amp; tricks for &lt;dialog&gt;</title>
      <link>https://blog.example.com/tips</link>
      <guid>https://blog.example.com/tips</guid>
      <pubDate>Fri, 20 Nov 2026 09:00:00 GMT</pubDate>
    </item>
    <item>
      <title>Hello, world</title>
      <link>https://blog.example.com/hello</link>
      <guid>https://blog.example.com/hello</guid>
      <pubDate>Thu, 01 Oct 2026 09:00:00 GMT</pubDate>
    </item>
  </channel>
</rss>
*/
