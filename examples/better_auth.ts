/**
 * title: Sign in with GitHub using Better Auth
 * description: Mount Better Auth's handler in Deno.serve, start a GitHub sign-in from a link, and read the session on your own pages.
 * category: http
 * check: typecheck the sign-in needs a browser session on github.com, and Better Auth's GitHub provider has its github.com and api.github.com addresses built in
 * keywords: better-auth, better auth, github login, oauth, social login, session, authentication, memoryAdapter
 */

import { betterAuth } from "npm:better-auth@^1";
import { memoryAdapter } from "npm:better-auth@^1/adapters/memory";
import { escape } from "jsr:@std/html@^1/entities";

// Better Auth keeps users, accounts and sessions in a database. The memory
// adapter suits a demo (everything is gone on restart); use its Postgres,
// SQLite or Prisma adapters for real. Register a GitHub OAuth app with the
// callback URL `http://localhost:8000/api/auth/callback/github`, and run with
// `--allow-net --allow-env` and the variables below set.
const auth = betterAuth({
  baseURL: "http://localhost:8000",
  secret: Deno.env.get("BETTER_AUTH_SECRET"),
  database: memoryAdapter({
    user: [],
    session: [],
    account: [],
    verification: [],
  }),
  socialProviders: {
    github: {
      clientId: Deno.env.get("GITHUB_CLIENT_ID") ?? "",
      clientSecret: Deno.env.get("GITHUB_CLIENT_SECRET") ?? "",
    },
  },
});

// `signInSocial` builds GitHub's authorization URL and a state cookie. Asked
// for a `Response`, it returns both as headers; answering with a 302 that
// carries them sends the browser to GitHub, which later returns it to the
// callback URL, where Better Auth creates the user and the session.
async function startGitHubSignIn(): Promise<Response> {
  const res = await auth.api.signInSocial({
    body: { provider: "github", callbackURL: "/" },
    asResponse: true,
  });
  return new Response(null, { status: 302, headers: res.headers });
}

// `auth.handler` answers everything under `/api/auth/` (callbacks, sign-out,
// session JSON). Your pages call `auth.api.getSession` with the request's
// headers, and get `null` when nobody is signed in.
Deno.serve(async (req) => {
  const { pathname } = new URL(req.url);
  if (pathname.startsWith("/api/auth/")) return auth.handler(req);
  if (pathname === "/login") return startGitHubSignIn();
  const session = await auth.api.getSession({ headers: req.headers });
  const body = session
    ? `<p>Hello, ${escape(session.user.name)}!</p>`
    : `<p><a href="/login">Sign in with GitHub</a></p>`;
  return new Response(body, { headers: { "content-type": "text/html" } });
});
