/**
 * title: Match URLs with URLPattern
 * description: Test URLs against patterns and pull out named parts with the URLPattern web API, including wildcards, optional parts and regular expressions.
 * category: web-apis
 * check: run
 * keywords: URLPattern, url matching, route patterns, path parameters, wildcard, exec, test, glob
 */

// A pattern names parts of a URL with `:name`. `exec` returns the captured
// groups per URL component, or `null` when the URL does not match.
const post = new URLPattern({ pathname: "/blog/:year/:slug" });
const match = post.exec("https://example.com/blog/2026/hello-world?ref=rss");
console.log(match?.pathname.groups);
console.log(post.test("https://example.com/blog/2026"));

// `*` matches anything, including slashes, and is captured under index
// `"0"`. A `?` after a group makes it optional.
const files = new URLPattern({ pathname: "/files/*" });
console.log(files.exec("https://x.dev/files/docs/a.pdf")?.pathname.groups);
const lang = new URLPattern({ pathname: "/:lang?/about" });
console.log(lang.exec("https://x.dev/about")?.pathname.groups);
console.log(lang.exec("https://x.dev/fr/about")?.pathname.groups);

// A regular expression in parentheses restricts what a group accepts: here
// the id must be digits, so `/users/me` does not match.
const user = new URLPattern({ pathname: "/users/:id(\\d+)" });
console.log(
  user.test("https://x.dev/users/42"),
  user.test("https://x.dev/users/me"),
);

// A pattern can also constrain the other parts of a URL. Written as one
// string, it reads like a URL; here any subdomain of example.com over HTTPS.
const api = new URLPattern("https://:tenant.example.com/api/*");
const hit = api.exec("https://acme.example.com/api/v1/orders");
console.log(hit?.hostname.groups.tenant, hit?.pathname.groups[0]);
console.log(api.test("http://acme.example.com/api/v1/orders"));

/* Output:
{ year: "2026", slug: "hello-world" }
false
{ "0": "docs/a.pdf" }
{ lang: undefined }
{ lang: "fr" }
true false
acme v1/orders
false
*/
