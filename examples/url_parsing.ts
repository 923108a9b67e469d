/**
 * title: Parse and build URLs
 * description: Split a URL into its parts, read and edit query parameters, resolve relative links and match routes with URLPattern.
 * category: web-apis
 * check: run
 * keywords: URL, URLSearchParams, query string, URLPattern, URL.canParse, relative URL, route matching
 */

// `new URL()` parses an absolute URL and exposes each part as a property. Reading a part gives
// its normalized form: the scheme and host are lower-cased and the default port disappears.
const url = new URL(
  "HTTPS://user:pw@Example.COM:443/docs/guide?page=2&tag=a&tag=b#intro",
);
console.log(url.protocol, url.username, url.hostname, JSON.stringify(url.port));
console.log(url.pathname, url.search, url.hash);
console.log(url.origin);

// `searchParams` is a live `URLSearchParams` view of the query. `get` returns the first value,
// `getAll` every value of a repeated key, and changes write back into the URL, with encoding.
console.log(url.searchParams.get("page"), url.searchParams.getAll("tag"));
url.searchParams.set("page", "3");
url.searchParams.append("q", "deno & friends");
url.searchParams.delete("tag");
url.hash = "";
console.log(url.href);

// A second argument is the base for relative references, the way a browser resolves links on a
// page: `..` walks up, a leading `/` starts at the root, `//` keeps only the scheme.
const page = "https://example.com/blog/2026/post.html";
for (
  const link of ["../about", "/feed.xml", "img/a.png", "//cdn.example.net/x.js"]
) {
  console.log(link.padEnd(24), "->", new URL(link, page).href);
}

// The constructor throws a `TypeError` on input it cannot parse. `URL.canParse` checks without
// throwing, and `URL.parse` returns `null` instead of throwing.
console.log(URL.canParse("not a url"), URL.canParse("mailto:ada@example.com"));
console.log(URL.parse("http://[bad"));

// `URLPattern` matches URLs against a pattern with named groups, handy for routing.
const route = new URLPattern({ pathname: "/users/:id/posts/:slug" });
const match = route.exec("https://example.com/users/42/posts/hello-world");
console.log(match?.pathname.groups);
console.log(route.test("https://example.com/users/42"));

/* Output:
https: user example.com ""
/docs/guide ?page=2&tag=a&tag=b #intro
https://example.com
2 [ "a", "b" ]
https://user:pw@example.com/docs/guide?page=3&q=deno+%26+friends
../about                 -> https://example.com/blog/about
/feed.xml                -> https://example.com/feed.xml
img/a.png                -> https://example.com/blog/2026/img/a.png
//cdn.example.net/x.js   -> https://cdn.example.net/x.js
false true
null
{ id: "42", slug: "hello-world" }
false
*/
