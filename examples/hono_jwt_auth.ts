/**
 * title: Protect Hono routes with JWT authentication
 * description: Issue a signed, expiring JSON Web Token at login and guard API routes with Hono's jwt middleware.
 * category: http
 * check: run --allow-net=127.0.0.1 --allow-env=JWT_SECRET
 * env: JWT_SECRET=change-me-to-a-long-random-string
 * keywords: hono, jwt, json web token, bearer token, authentication, login, middleware, HS256, hono/jwt
 */

import { Hono } from "npm:hono@^4";
import { jwt, type JwtVariables, sign } from "npm:hono@^4/jwt";

// The signing secret comes from the environment, never from the code. The
// type parameter tells Hono what the verified token payload holds.
const secret = Deno.env.get("JWT_SECRET");
if (!secret) throw new Error("set JWT_SECRET");
type Claims = { sub: string; role: string };
const app = new Hono<{ Variables: JwtVariables<Claims> }>();

// Login checks the credentials (a fixed pair here) and returns a token. The
// payload says who the user is (`sub`) and when the token stops working
// (`exp`, in seconds since the epoch), so a stolen token is not valid forever.
app.post("/login", async (c) => {
  const { user, password } = await c.req.json();
  if (user !== "ada" || password !== "lovelace") {
    return c.json({ error: "bad credentials" }, 401);
  }
  const exp = Math.floor(Date.now() / 1000) + 15 * 60;
  const token = await sign({ sub: user, role: "admin", exp }, secret, "HS256");
  return c.json({ token });
});

// `jwt` guards everything under `/api/`: it reads `Authorization: Bearer
// <token>`, checks signature and expiry, and answers 401 otherwise. Handlers
// behind it find the verified payload in `c.get("jwtPayload")`.
app.use("/api/*", jwt({ secret, alg: "HS256" }));
app.get("/api/me", (c) => {
  const { sub, role } = c.get("jwtPayload");
  return c.json({ user: sub, role });
});

// Try it: a request without a token, a login, and the same request with the
// token it returned.
const server = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  app.fetch,
);
const base = `http://127.0.0.1:${server.addr.port}`;
const anonymous = await fetch(`${base}/api/me`);
console.log("without token:", anonymous.status, await anonymous.text());
const login = await fetch(`${base}/login`, {
  method: "POST",
  body: JSON.stringify({ user: "ada", password: "lovelace" }),
});
const { token } = await login.json();
const me = await fetch(`${base}/api/me`, {
  headers: { Authorization: `Bearer ${token}` },
});
console.log("with token:", me.status, await me.json());
await server.shutdown();

/* Output:
without token: 401 Unauthorized
with token: 200 { user: "ada", role: "admin" }
*/
