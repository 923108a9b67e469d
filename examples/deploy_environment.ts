/**
 * title: Tell whether your code runs on Deno Deploy
 * description: Read the environment variables Deno Deploy sets for every app (timeline, app, revision) and fall back to local defaults, so one server works in both places.
 * category: deploy
 * check: serve --allow-net --allow-env=DENO_DEPLOY,DENO_TIMELINE,DENO_DEPLOY_APP_SLUG,DENO_DEPLOY_BUILD_ID,DENO_DEPLOYMENT_ID
 * keywords: deno deploy, environment variables, DENO_DEPLOY, DENO_TIMELINE, DENO_DEPLOYMENT_ID, production, preview
 */

// Deno Deploy adds a few variables to every running app. `DENO_DEPLOY` is set only there, so
// its presence is the test; check that it exists rather than for a particular value. Locally
// none of them exist, and each read falls back to a default. `--allow-env` lists exactly these
// names; on Deploy itself no permission flags are needed.
const onDeploy = Deno.env.get("DENO_DEPLOY") !== undefined;
const env = (name: string, fallback: string) => Deno.env.get(name) ?? fallback;

// `DENO_TIMELINE` says which timeline serves this revision: `production`,
// `git-branch/<branch>` or `preview/<revision-id>`. Reduce it to the stage your code cares
// about, for example to pick test API keys outside production.
const timeline = env("DENO_TIMELINE", "local");
const stage = timeline === "production"
  ? "production"
  : timeline.startsWith("git-branch/")
  ? "branch"
  : timeline.startsWith("preview/")
  ? "preview"
  : "local";

// The app's slug and the revision's build ID are handy in logs and error reports.
// `DENO_DEPLOYMENT_ID` changes whenever the app, revision, context or variables change, which
// makes it a good version tag for caches.
const info = {
  onDeploy,
  stage,
  app: env("DENO_DEPLOY_APP_SLUG", "local-app"),
  build: env("DENO_DEPLOY_BUILD_ID", "dev"),
  version: env("DENO_DEPLOYMENT_ID", "local"),
};
console.log(`starting ${info.app} (${info.stage})`);

// The server reports what it found. The same `Deno.serve` call serves the app on Deploy and,
// locally, on port 8000.
Deno.serve((req) => {
  const { pathname } = new URL(req.url);
  if (pathname === "/health") return new Response("ok");
  return Response.json(info);
});

/* Output:
$ curl -s http://localhost:8000/
{"onDeploy":false,"stage":"local","app":"local-app","build":"dev","version":"local"}
$ curl -s http://localhost:8000/health
ok
*/
