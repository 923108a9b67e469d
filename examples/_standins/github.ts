/**
 * Stand-in for GitHub's OAuth web flow and the REST API's `GET /user`, for examples that sign in
 * with GitHub. It imitates:
 * - `GET /login/oauth/authorize`: the user "approves" at once; redirects to `redirect_uri` with a
 *   `code` and the `state` it was given.
 * - `POST /login/oauth/access_token` (JSON or form body, `Accept: application/json`): answers
 *   `{ access_token, scope, token_type: "bearer" }`, or `{ error, error_description, error_uri }`
 *   for a wrong client secret or code. Shapes from `OAuthAppCreateTokenResponseData` and
 *   `oauthRequest` in @octokit/oauth-methods 6.0.5.
 * - `GET /api/user` and `GET /user` with `Authorization: Bearer <token>`: a few fields of the
 *   `private-user` schema of @octokit/openapi-types 29.0.1 (`login`, `id`, `name`).
 * Accepted client: id `test-client-id`, secret `test-client-secret`. Besides the codes it hands
 * out, the code `test-code` is always accepted, so a `$ curl` line can play the callback.
 */
const CLIENT_ID = "test-client-id";
const CLIENT_SECRET = "test-client-secret";
const codes = new Map<string, string>(); // code -> redirect_uri
const tokens = new Set<string>();

async function params(req: Request): Promise<URLSearchParams> {
  const type = req.headers.get("content-type") ?? "";
  if (type.includes("application/json")) {
    const body = await req.json();
    return new URLSearchParams(
      Object.entries(body).map(([k, v]) => [k, String(v)]),
    );
  }
  return new URLSearchParams(await req.text());
}

Deno.serve(async (req) => {
  const url = new URL(req.url);
  if (req.method === "GET" && url.pathname === "/login/oauth/authorize") {
    const redirect = url.searchParams.get("redirect_uri");
    if (url.searchParams.get("client_id") !== CLIENT_ID || !redirect) {
      return new Response("unknown client", { status: 404 });
    }
    const code = crypto.randomUUID().replaceAll("-", "").slice(0, 20);
    codes.set(code, redirect);
    const back = new URL(redirect);
    back.searchParams.set("code", code);
    const state = url.searchParams.get("state");
    if (state) back.searchParams.set("state", state);
    return Response.redirect(back, 302);
  }
  if (req.method === "POST" && url.pathname === "/login/oauth/access_token") {
    const p = await params(req);
    const code = p.get("code") ?? "";
    if (
      p.get("client_id") !== CLIENT_ID ||
      p.get("client_secret") !== CLIENT_SECRET
    ) {
      return Response.json({
        error: "incorrect_client_credentials",
        error_description:
          "The client_id and/or client_secret passed are incorrect.",
        error_uri:
          "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#incorrect-client-credentials",
      });
    }
    if (!codes.has(code) && code !== "test-code") {
      return Response.json({
        error: "bad_verification_code",
        error_description: "The code passed is incorrect or expired.",
        error_uri:
          "https://docs.github.com/apps/managing-oauth-apps/troubleshooting-oauth-app-access-token-request-errors/#bad-verification-code",
      });
    }
    codes.delete(code);
    const token = `gho_${crypto.randomUUID().replaceAll("-", "")}`;
    tokens.add(token);
    return Response.json({
      access_token: token,
      scope: "read:user",
      token_type: "bearer",
    });
  }
  if (
    req.method === "GET" &&
    (url.pathname === "/api/user" || url.pathname === "/user")
  ) {
    const auth = req.headers.get("authorization") ?? "";
    const token = auth.replace(/^(Bearer|token) /i, "");
    if (!tokens.has(token)) {
      return Response.json({ message: "Bad credentials", status: "401" }, {
        status: 401,
      });
    }
    return Response.json({ login: "octocat", id: 1, name: "The Octocat" });
  }
  return Response.json({ message: "Not Found", status: "404" }, {
    status: 404,
  });
});
