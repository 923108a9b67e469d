/**
 * title: Sign in with GitHub using Auth.js
 * description: Add "Sign in with GitHub" to a Deno.serve app with @auth/core, which runs the OAuth flow, CSRF checks and session cookies for you.
 * category: http
 * check: typecheck the sign-in needs a browser session on github.com, and @auth/core's GitHub provider takes no environment variable that would point it at a local stand-in
 * keywords: auth.js, authjs, next-auth, @auth/core, github login, oauth, social login, session, sign in, sign out
 */

import { Auth, type AuthConfig } from "npm:@auth/core@^0.41";
import GitHub from "npm:@auth/core@^0.41/providers/github";
import { escape } from "jsr:@std/html@^1/entities";

// Create an OAuth app in GitHub's developer settings with the callback URL
// `http://localhost:8000/auth/callback/github`. Then run this with
// `--allow-net --allow-env`, and with `AUTH_GITHUB_ID`, `AUTH_GITHUB_SECRET`
// and `AUTH_SECRET` (a long random string that encrypts the session cookie)
// in the environment.
const config: AuthConfig = {
  basePath: "/auth",
  secret: Deno.env.get("AUTH_SECRET"),
  trustHost: true,
  providers: [
    GitHub({
      clientId: Deno.env.get("AUTH_GITHUB_ID"),
      clientSecret: Deno.env.get("AUTH_GITHUB_SECRET"),
    }),
  ],
};

// `Auth` takes a standard `Request` and returns a `Response`, so it plugs
// straight into `Deno.serve`. Everything under `/auth/` is Auth.js's:
// `/auth/signin` shows a sign-in page, `/auth/callback/github` finishes the
// OAuth flow, `/auth/signout` ends the session, and `/auth/session` returns
// the current session as JSON.
function handleAuth(req: Request): Promise<Response> {
  return Auth(req, config);
}

// Your own pages ask Auth.js for the session by passing the visitor's cookies
// to `/auth/session`. It answers `null` when nobody is signed in.
async function currentUser(req: Request): Promise<string | undefined> {
  const sessionUrl = new URL("/auth/session", req.url);
  const res = await Auth(
    new Request(sessionUrl, { headers: req.headers }),
    config,
  );
  const session = await res.json();
  return session?.user?.name ?? undefined;
}

Deno.serve(async (req) => {
  if (new URL(req.url).pathname.startsWith("/auth/")) return handleAuth(req);
  const user = await currentUser(req);
  const body = user
    ? `<p>Hello, ${escape(user)}! <a href="/auth/signout">Sign out</a></p>`
    : `<p><a href="/auth/signin">Sign in with GitHub</a></p>`;
  return new Response(body, { headers: { "content-type": "text/html" } });
});
