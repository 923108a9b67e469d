/**
 * title: Keep users logged in with server-side sessions
 * description: Store session data on the server under a random id, send the id in an HttpOnly cookie, and expire or destroy it on logout.
 * category: http
 * check: run --allow-net=127.0.0.1
 * keywords: session, login, logout, session cookie, session id, HttpOnly, getCookies, setCookie
 */

import { deleteCookie, getCookies, setCookie } from "jsr:@std/http@^1/cookie";

// The session data stays on the server; the browser only holds an id that is
// impossible to guess. A Map is enough for one process; several instances
// would keep sessions in a shared store such as Deno KV.
interface Session {
  user: string;
  expires: number;
}
const sessions = new Map<string, Session>();
const maxAge = 60 * 60; // seconds

// Look the cookie's id up, and treat an expired session as no session.
function currentSession(req: Request): Session | undefined {
  const id = getCookies(req.headers).sid;
  if (!id) return undefined;
  const session = sessions.get(id);
  if (session && session.expires < Date.now()) {
    sessions.delete(id);
    return undefined;
  }
  return session;
}

// Logging in creates a fresh id (never reuse one the client sent), and the
// cookie is `HttpOnly` so page scripts cannot read it. A real app checks a
// password first.
async function login(req: Request): Promise<Response> {
  const user = (await req.formData()).get("user");
  if (typeof user !== "string") return new Response("who?", { status: 400 });
  const id = crypto.randomUUID();
  sessions.set(id, { user, expires: Date.now() + maxAge * 1000 });
  const headers = new Headers();
  setCookie(headers, {
    name: "sid",
    value: id,
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge,
  });
  return new Response(`logged in as ${user}`, { headers });
}

// Logging out deletes the session on the server, which is what actually ends
// it; clearing the cookie just tidies up the browser.
function logout(req: Request): Response {
  const id = getCookies(req.headers).sid;
  if (id) sessions.delete(id);
  const headers = new Headers();
  deleteCookie(headers, "sid", { path: "/" });
  return new Response("logged out", { headers });
}

const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) => {
    const { pathname } = new URL(req.url);
    if (pathname === "/login" && req.method === "POST") return login(req);
    if (pathname === "/logout") return logout(req);
    const session = currentSession(req);
    return new Response(session ? `hello, ${session.user}` : "not logged in");
  },
);

// A client that behaves like a browser: it remembers the cookie the server
// set and sends it back on every later request.
let cookie = "";
async function visit(path: string, init?: RequestInit): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${server.addr.port}${path}`, {
    ...init,
    headers: cookie ? { cookie } : {},
  });
  for (const set of res.headers.getSetCookie()) cookie = set.split(";")[0];
  console.log(`${path}: ${await res.text()}`);
}
await visit("/me");
await visit("/login", {
  method: "POST",
  body: new URLSearchParams({ user: "ada" }),
});
await visit("/me");
await visit("/logout");
await visit("/me");
console.log(`sessions left on the server: ${sessions.size}`);
await server.shutdown();

/* Output:
/me: not logged in
/login: logged in as ada
/me: hello, ada
/logout: logged out
/me: not logged in
sessions left on the server: 0
*/
