/**
 * title: Sign in with GitHub using OAuth
 * description: Implement GitHub's OAuth web flow by hand: redirect to GitHub with a state value, exchange the code for a token, and fetch the user.
 * category: http
 * check: serve --allow-net --allow-env=GITHUB_CLIENT_ID,GITHUB_CLIENT_SECRET,GITHUB_URL,GITHUB_API_URL
 * standin: github
 * env: GITHUB_CLIENT_ID=test-client-id
 * env: GITHUB_CLIENT_SECRET=test-client-secret
 * env: GITHUB_URL={standin}
 * env: GITHUB_API_URL={standin}/api
 * keywords: oauth, oauth2, github login, sign in with github, social login, authorization code, access token, state, csrf
 */

import { getCookies, setCookie } from "jsr:@std/http@^1/cookie";

// Register an OAuth app in GitHub's developer settings with the callback URL
// `http://localhost:8000/callback`, and pass its id and secret in the
// environment. The two base URLs default to github.com; GitHub Enterprise
// Server, or a local imitation of GitHub, can be used instead.
const clientId = Deno.env.get("GITHUB_CLIENT_ID");
const clientSecret = Deno.env.get("GITHUB_CLIENT_SECRET");
if (!clientId || !clientSecret) throw new Error("set GITHUB_CLIENT_ID/SECRET");
const github = Deno.env.get("GITHUB_URL") ?? "https://github.com";
const api = Deno.env.get("GITHUB_API_URL") ?? "https://api.github.com";

// Step one: send the browser to GitHub. The random `state` goes along and
// into a short-lived cookie; the callback only proceeds when both match,
// which stops another site from completing a login in your user's browser.
function login(req: Request): Response {
  const state = crypto.randomUUID();
  const authorize = new URL("/login/oauth/authorize", github);
  authorize.search = new URLSearchParams({
    client_id: clientId!,
    redirect_uri: new URL("/callback", req.url).href,
    scope: "read:user",
    state,
  }).toString();
  const headers = new Headers({ location: authorize.href });
  setCookie(headers, {
    name: "oauth_state",
    value: state,
    httpOnly: true,
    sameSite: "Lax",
    maxAge: 600,
  });
  return new Response(null, { status: 302, headers });
}

// Step two: GitHub sends the user back with a one-time `code`. The server,
// not the browser, trades it for an access token (this is where the secret
// is used), then calls the API as that user.
async function callback(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const state = url.searchParams.get("state");
  if (!state || state !== getCookies(req.headers).oauth_state) {
    return new Response("Invalid state\n", { status: 400 });
  }
  const tokenRes = await fetch(new URL("/login/oauth/access_token", github), {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({
      client_id: clientId,
      client_secret: clientSecret,
      code: url.searchParams.get("code"),
      redirect_uri: new URL("/callback", req.url).href,
    }),
  });
  const token = await tokenRes.json();
  if (token.error) return new Response(`${token.error}\n`, { status: 401 });
  const userRes = await fetch(`${api}/user`, {
    headers: {
      authorization: `Bearer ${token.access_token}`,
      accept: "application/vnd.github+json",
    },
  });
  const user = await userRes.json();
  // A real app would now start its own session (see the sessions example).
  return new Response(`Signed in as ${user.login} (${user.name})\n`);
}

Deno.serve((req) => {
  const { pathname } = new URL(req.url);
  if (pathname === "/login") return login(req);
  if (pathname === "/callback") return callback(req);
  return new Response('<a href="/login">Sign in with GitHub</a>', {
    headers: { "content-type": "text/html" },
  });
});

/* Output:
$ curl -s -o /dev/null -w '%{http_code}\n' http://localhost:8000/login
302
$ curl -s -w '%{http_code}\n' 'http://localhost:8000/callback?code=test-code&state=forged'
Invalid state
400
$ curl -H 'Cookie: oauth_state=abc123' 'http://localhost:8000/callback?code=test-code&state=abc123'
Signed in as octocat (The Octocat)
$ curl -s -w '%{http_code}\n' -H 'Cookie: oauth_state=abc123' 'http://localhost:8000/callback?code=used-or-wrong&state=abc123'
bad_verification_code
401
*/
