/**
 * title: Serve static files over HTTP
 * description: Serve a folder of HTML, CSS and other files with serveDir from @std/http, with index pages and 404s.
 * category: http
 * check: serve --allow-net --allow-read --allow-write
 * keywords: static files, file server, serveDir, serveFile, public folder, index.html, content-type
 */

import { serveDir } from "jsr:@std/http@^1/file-server";
import { join } from "jsr:@std/path@^1";

// A folder of files to publish. A real site would point at its `public/`
// folder; this demo writes a small one into a temporary directory so it runs
// anywhere, and removes it when you stop the server with Ctrl+C.
const root = await Deno.makeTempDir();
await Deno.mkdir(join(root, "css"));
await Deno.writeTextFile(join(root, "index.html"), "<h1>Home</h1>\n");
await Deno.writeTextFile(
  join(root, "css", "site.css"),
  "h1 { color: teal; }\n",
);
Deno.addSignalListener("SIGINT", () => {
  Deno.removeSync(root, { recursive: true });
  Deno.exit();
});

// `serveDir` maps the URL path onto `fsRoot`: it sets `Content-Type` from the
// file extension, answers `index.html` for a folder, supports ranges and
// ETags, and refuses paths that would escape the folder. `urlRoot` strips the
// `/static/` prefix, so `/static/css/site.css` reads `css/site.css`.
function staticFiles(req: Request): Promise<Response> {
  return serveDir(req, { fsRoot: root, urlRoot: "static", quiet: true });
}

// Everything else stays free for your own routes.
Deno.serve((req) => {
  const { pathname } = new URL(req.url);
  if (pathname.startsWith("/static/")) return staticFiles(req);
  return new Response("Try /static/\n");
});

/* Output:
$ curl http://localhost:8000/static/
<h1>Home</h1>
$ curl http://localhost:8000/static/css/site.css
h1 { color: teal; }
$ curl -s -o /dev/null -w '%{http_code}\n' http://localhost:8000/static/missing.png
404
*/
