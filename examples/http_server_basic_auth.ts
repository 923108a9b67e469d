/**
 * title: Protect an HTTP server with Basic authentication
 * description: Ask for a user name and password with HTTP Basic auth and check them in constant time.
 * category: http
 * check: serve --allow-net
 * keywords: authorization header, WWW-Authenticate, 401, password, timingSafeEqual
 */

import { timingSafeEqual } from "jsr:@std/crypto@^1/timing-safe-equal";

// The accounts the server accepts. A real server would load these from a
// secret store and keep password hashes, not plain text.
const users = new Map([["ada", "correct horse"]]);

// Compare SHA-256 digests instead of the strings themselves: the digests always
// have the same length, and `timingSafeEqual` takes as long for a near miss as
// for a wild guess, so response times leak nothing about the password.
async function sameSecret(a: string, b: string): Promise<boolean> {
  const digest = (s: string) =>
    crypto.subtle.digest("SHA-256", new TextEncoder().encode(s));
  return timingSafeEqual(await digest(a), await digest(b));
}

// The header is `Authorization: Basic <base64 of "user:password">`. Decode it
// and split at the first colon (a password may contain colons). Any malformed
// header simply counts as "not logged in".
async function authenticate(req: Request): Promise<string | null> {
  const header = req.headers.get("authorization") ?? "";
  const [scheme, encoded] = header.split(" ");
  if (scheme?.toLowerCase() !== "basic" || !encoded) return null;
  let decoded: string;
  try {
    decoded = atob(encoded);
  } catch {
    return null;
  }
  const colon = decoded.indexOf(":");
  if (colon < 0) return null;
  const user = decoded.slice(0, colon);
  const expected = users.get(user);
  const ok = await sameSecret(decoded.slice(colon + 1), expected ?? "");
  return expected !== undefined && ok ? user : null;
}

// Without valid credentials, answer 401 with a `WWW-Authenticate` header: that
// header is what makes a browser show its login dialog. Once the user logs in,
// the browser resends the credentials with every request to this realm. With
// curl, `-u 'ada:correct horse'` builds the header shown below.
Deno.serve(async (req) => {
  const user = await authenticate(req);
  if (!user) {
    return new Response("Authentication required\n", {
      status: 401,
      headers: { "WWW-Authenticate": 'Basic realm="admin", charset="UTF-8"' },
    });
  }
  return new Response(`Welcome, ${user}\n`);
});

/* Output:
$ curl -s -w '%{http_code}\n' http://localhost:8000/
Authentication required
401
$ curl -s -w '%{http_code}\n' -H 'Authorization: Basic YWRhOndyb25n' http://localhost:8000/
Authentication required
401
$ curl -H 'Authorization: Basic YWRhOmNvcnJlY3QgaG9yc2U=' http://localhost:8000/
Welcome, ada
*/
