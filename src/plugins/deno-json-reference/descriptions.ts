/** What each deno.json key does, in this site's words (facts: see the sources comment). */
export interface KeyDoc {
  /** One to three sentences: what the key does, when to use it, what happens without it. Markdown inline code allowed (`like this`), no links, no line breaks. */
  summary: string;
  /** A complete deno.json (JSONC allowed) showing the key in a realistic use. Required for every top-level key and for `permission set`; optional elsewhere. */
  example?: string;
  /** Files the example names, shown before it and given to the checker with it: file name → content. */
  files?: Record<string, string>;
}

/* sources, read 2026-11-29:
 * - The keys, their types and defaults: denoland/deno cli/schemas/config-file.v1.json at tag v2.9.5
 *   (17fadf33a8df3af9488b9f42efd1f2290d6dc7a3), the copy in config-file.v1.json beside this file.
 *   Only facts are taken from its descriptions; every sentence here is this site's own.
 * - The pinned deno 2.9.6 (`deno <command> --help`, and each behaviour below tried in a folder under
 *   /tmp): deno.json found in the current folder or a parent, deno.json preferred over deno.jsonc;
 *   the flags named in the summaries; sanitizers off unless turned on; `test`, `bench` and `compile`
 *   permissions refused without `-P`; "Permissions in the config file is an experimental feature"
 *   printed when a set is used; the `fmt.options` and `patch` warnings; an unknown `unstable` name
 *   warned about at run time; `nodeModulesDir` behaving as `manual` when a package.json is present;
 *   task caching with `files` and `output` ("cached, inputs unchanged"); `deno link` writing `links`;
 *   `import` maps given with `importMap` must exist; `--tunnel` and `--minimum-dependency-age`
 *   accepted by the argument parser though hidden from `--help`.
 * - denoland/deno v2.9.5 libs/config/deno_json/mod.rs (SerializedDeployConfig: `deploy.org` is
 *   required, `app`, `include`, `exclude`, with the top-level `exclude` added to `deploy.exclude`;
 *   ConfigFileJson: the top-level keys deno parses) and cli/lib.rs (initialize_tunnel reads
 *   `deploy.org` and `deploy.app`; no other use of the section in the runtime); for `desktop`, the
 *   same mod.rs (SerializedDesktopAppConfig.identifier, icon sets of `{path, size}`, errorReporting,
 *   macos.codesignIdentity), cli/tools/desktop.rs (flags win over the section, `webview` is the
 *   default backend, `cef` is the Chromium Embedded Framework) and cli/rt/desktop.rs
 *   (desktop_error_reporting_js: a native alert, and a JSON report POSTed when a URL is set).
 * - Deno Deploy: deploy/reference/builds.md of this site (which cites docs.deno.com/deploy/reference/builds
 *   at denoland/docs 063acf4e) and scripts/check-content/deploy-config.ts (DEPLOY_CONFIG, which also
 *   cites denoland/deploy-cli af70826f config.ts for `deno deploy switch` writing `org` and `app`):
 *   `runtime.type` instead of the schema's `runtime.mode`, `buildTimeout` and `runtime.memoryLimit`
 *   documented, `include` and `exclude` not documented, a framework preset taking no runtime keys but
 *   `memoryLimit`. deploy/reference/tunnel.md of this site: a `deploy` section without `org` stops a tunnel.
 */
export const KEY_DOCS: Record<string, KeyDoc> = {
  allowScripts: {
    summary:
      'Decides which npm packages may run their lifecycle scripts (`preinstall`, `install`, `postinstall`) when deno installs them; without it no package runs any. Give `true` for all, a list of package constraints, or an object with `allow` and `deny`; the scripts only run when a local `node_modules` folder is used, and the command line equivalent is `--allow-scripts`.',
    example: `{
  "nodeModulesDir": "auto",
  "allowScripts": ["npm:sharp@0.34", "npm:esbuild"]
}`,
  },
  'allowScripts.allow': {
    summary:
      'The packages whose lifecycle scripts may run, as `npm:` constraints such as `npm:sharp@0.34`, or `true` to let every package run its scripts except those listed under `deny`.',
  },
  'allowScripts.deny': {
    summary:
      'Packages whose lifecycle scripts never run, even when `allow` is `true`; use it to let everything through but a package you do not trust.',
  },
  compile: {
    summary:
      'Settings that `deno compile` applies every time it builds a self-contained executable from this project, so you do not repeat the same flags: extra files to embed, files to leave out, and the permissions the program gets.',
    example: `{
  "compile": {
    "include": ["./static/", "./templates/"],
    "exclude": ["./static/drafts/"]
  }
}`,
  },
  'compile.include': {
    summary:
      'Extra files, folders or modules to embed in the executable, such as a dynamically imported module, a worker script or static assets; the same as passing `deno compile --include` for each entry.',
  },
  'compile.exclude': {
    summary:
      'Files or folders inside the included paths to leave out of the executable, like `deno compile --exclude`.',
  },
  'compile.permissions': {
    summary:
      'The permissions the compiled program runs with: the name of a set from `permissions`, or a set written in place. When this key is present, `deno compile` refuses to start unless you pass `-P` (or a permission flag).',
  },
  desktop: {
    summary:
      'Configuration for `deno desktop`, which turns a script into a desktop application: the app name and icons, the rendering backend, where each platform build is written and where updates are fetched from. Without it, the command takes these from its flags (`deno desktop --output`, `deno desktop --icon`, `deno desktop --backend`) or its own defaults.',
    example: `{
  "desktop": {
    "app": {
      "name": "Notes",
      "icons": { "macos": "./icons/notes.icns", "linux": "./icons/notes.png" },
      "deepLinks": ["notes"]
    },
    "backend": "webview",
    "output": { "macos": "./dist/Notes.app", "linux": "./dist/Notes.AppImage" }
  }
}`,
  },
  'desktop.app': {
    summary: 'Who the application is: its display name, identifier, icons and the URL schemes it handles.',
  },
  'desktop.app.name': {summary: 'The name the operating system shows for the application.'},
  'desktop.app.icons': {
    summary:
      'The icon for each platform you build for: one file path, or a list of `{ "path": ..., "size": ... }` entries giving the same image at several pixel sizes.',
  },
  'desktop.app.icons.macos': {
    summary: 'The macOS icon: the path of an `.icns` or `.png` file, or a list of images with their sizes.',
  },
  'desktop.app.icons.windows': {
    summary:
      'The Windows icon: the path of an `.ico` file, or a list of images with their sizes that deno turns into one.',
  },
  'desktop.app.icons.linux': {
    summary: 'The Linux icon: the path of a `.png` file, or a list of images with their sizes.',
  },
  'desktop.app.identifier': {
    summary:
      'A reverse-DNS identifier such as `com.acme.notes`, used as the macOS bundle identifier and the Linux `.desktop` file name. Without it, deno makes one from the app name, of the form `com.deno.desktop.<slug>`.',
  },
  'desktop.app.deepLinks': {
    summary:
      'URL schemes the app registers with the operating system, so that opening a link such as `notes://open/42` launches it. Write the bare scheme (`"notes"`), without `://`.',
  },
  'desktop.backend': {
    summary:
      'Which engine draws the app window: `"webview"`, the default, or `"cef"`, which bundles the Chromium Embedded Framework. The flag `deno desktop --backend` wins over this key, as every `deno desktop` flag wins over the `desktop` section.',
  },
  'desktop.output': {
    summary:
      'Where the build for each platform is written; the file extension picks the package format, like `deno desktop --output`.',
  },
  'desktop.output.macos': {summary: 'Output path of the macOS build, for example `Notes.app` or `Notes.dmg`.'},
  'desktop.output.windows': {summary: 'Output path of the Windows build, for example `Notes.exe` or `Notes.msi`.'},
  'desktop.output.linux': {
    summary: 'Output path of the Linux build, for example `Notes.AppImage`, `Notes.deb` or `Notes.rpm`.',
  },
  'desktop.errorReporting': {
    summary:
      'What the app does with an uncaught error or unhandled promise rejection: it always shows a native alert, and with `url` set it also sends a report.',
  },
  'desktop.errorReporting.url': {
    summary:
      'An address that receives a JSON report (message, stack, app version, time, platform) by POST for every uncaught error; without it, errors are only shown to the user.',
  },
  'desktop.macos': {summary: 'Settings that apply only to the macOS build.'},
  'desktop.macos.codesignIdentity': {
    summary:
      'The signing identity passed to `codesign --sign` for the macOS app, such as your Developer ID certificate name for distribution, or `-` for an ad-hoc signature.',
  },
  'desktop.release': {summary: 'Settings for shipping updates to installed copies of the app.'},
  'desktop.release.baseUrl': {
    summary: 'The URL under which you publish release artifacts; installed apps look there for updates.',
  },
  compilerOptions: {
    summary:
      'TypeScript options for type-checking (`deno check`, `deno test`, the language server) and for how JSX is turned into JavaScript. deno starts from strict defaults, so most projects set only a few keys; an option not listed here is ignored, with a warning that names it.',
    example: `{
  "compilerOptions": {
    "noUnusedLocals": true,
    "noUnusedParameters": true,
    "noFallthroughCasesInSwitch": true,
    "exactOptionalPropertyTypes": true
  }
}`,
  },
  'compilerOptions.allowJs': {
    summary:
      'Includes the JavaScript files you import in the program the type checker sees, so their exports get types; defaults to `true`, and errors inside the JavaScript itself are reported only with `checkJs`.',
  },
  'compilerOptions.allowUnreachableCode': {
    summary: 'With `true`, code after a `return` or `throw` is no longer an error; the default `false` reports it.',
  },
  'compilerOptions.allowUnusedLabels': {
    summary: 'With `true`, a label that no `break` or `continue` uses is accepted; the default `false` reports it.',
  },
  'compilerOptions.checkJs': {
    summary:
      'Type-checks JavaScript files as well and reports their errors, using JSDoc comments as types; defaults to `false`.',
  },
  'compilerOptions.emitDecoratorMetadata': {
    summary:
      'With legacy decorators (`experimentalDecorators`), also records the design-time types of decorated members for libraries that read them at run time; defaults to `false`.',
  },
  'compilerOptions.erasableSyntaxOnly': {
    summary:
      'Reports TypeScript syntax that generates code, such as `enum`, namespaces with values and constructor parameter properties, so the source stays runnable by simply removing the types; defaults to `false`.',
  },
  'compilerOptions.exactOptionalPropertyTypes': {
    summary:
      'Makes an optional property mean "may be missing" only, so assigning `undefined` to it explicitly becomes an error unless its type includes `undefined`; defaults to `false`.',
  },
  'compilerOptions.experimentalDecorators': {
    summary:
      'Switches decorators from the standard ECMAScript form to the older TypeScript form that some frameworks still expect; defaults to `false`.',
  },
  'compilerOptions.isolatedDeclarations': {
    summary:
      'Requires explicit type annotations on everything a module exports, so declaration files can be produced without whole-program inference; defaults to `false`.',
  },
  'compilerOptions.jsx': {
    summary:
      'How JSX is compiled: `"react"` (the default) calls `jsxFactory`, `"react-jsx"` and `"react-jsxdev"` import the automatic runtime from `jsxImportSource`, `"precompile"` turns static markup into strings at build time, and `"preserve"` and `"react-native"` leave JSX in place.',
  },
  'compilerOptions.jsxFactory': {
    summary:
      'The function each JSX element is compiled into a call to when `jsx` is `"react"`, such as `h`; defaults to `React.createElement`.',
  },
  'compilerOptions.jsxFragmentFactory': {
    summary:
      'What `<>...</>` fragments compile to when `jsx` is `"react"`, such as `Fragment`; defaults to `React.Fragment`.',
  },
  'compilerOptions.jsxImportSource': {
    summary:
      'The module the automatic JSX runtime is imported from with `react-jsx`, `react-jsxdev` or `precompile`, for example `npm:preact`; defaults to `react`.',
  },
  'compilerOptions.jsxImportSourceTypes': {
    summary:
      'A module that supplies the types for `jsxImportSource` when that package ships none, as an `@ts-types` comment would for one import; defaults to `@types/react`.',
  },
  'compilerOptions.jsxPrecompileSkipElements': {
    summary:
      'Element names, such as `a` or `img`, that the `precompile` transform leaves as normal JSX calls so a framework can still handle them.',
  },
  'compilerOptions.lib': {
    summary:
      'The built-in type libraries your code is checked against, for example adding `"dom"` for code that also runs in browsers; the default is `["deno.window", "deno.unstable", "node"]`.',
  },
  'compilerOptions.module': {
    summary:
      'The module system the type checker assumes (`"esnext"`, `"nodenext"` or `"preserve"`), which decides which import and export forms it accepts; the schema gives no default.',
  },
  'compilerOptions.moduleResolution': {
    summary:
      'The TypeScript module-resolution rules (`"nodenext"` or `"bundler"`) the type checker assumes; the schema gives no default.',
  },
  'compilerOptions.noErrorTruncation': {
    summary: 'With `true`, long types in error messages are printed in full instead of cut short; defaults to `false`.',
  },
  'compilerOptions.noFallthroughCasesInSwitch': {
    summary:
      'Reports a non-empty `case` that runs on into the next one without `break`, `return` or `throw`; defaults to `false`.',
  },
  'compilerOptions.noImplicitAny': {
    summary:
      'Reports parameters and variables whose type cannot be inferred and would silently become `any`; defaults to `true`.',
  },
  'compilerOptions.noImplicitOverride': {
    summary:
      'Requires the `override` keyword on a class member that replaces one from its base class; defaults to `true`.',
  },
  'compilerOptions.noImplicitReturns': {
    summary:
      'Reports a function in which some code paths return a value and others fall off the end; defaults to `false`.',
  },
  'compilerOptions.noImplicitThis': {
    summary: 'Reports uses of `this` whose type would be `any`; defaults to `true`.',
  },
  'compilerOptions.noPropertyAccessFromIndexSignature': {
    summary:
      'Makes you read keys that come only from an index signature with brackets (`env["PORT"]`) rather than a dot, so declared and dynamic keys look different; defaults to `false`.',
  },
  'compilerOptions.noUncheckedIndexedAccess': {
    summary:
      'Adds `undefined` to the type of every array element or index-signature value you read, so you must handle a missing entry; defaults to `false`.',
  },
  'compilerOptions.noUnusedLocals': {
    summary: 'Reports local variables, imports and functions that are declared but never read; defaults to `false`.',
  },
  'compilerOptions.noUnusedParameters': {
    summary:
      'Reports function parameters that are never read (a name starting with `_` is exempt); defaults to `false`.',
  },
  'compilerOptions.baseUrl': {
    summary:
      'The folder that bare entries of `paths` and `rootDirs` are resolved against; deno applies it to those two options only, not to your imports in general.',
  },
  'compilerOptions.paths': {
    summary:
      'Maps import patterns to other locations for type resolution, as in a `tsconfig.json`, each pattern to a list of candidate paths tried in order; for remapping imports at run time use `imports`.',
  },
  'compilerOptions.rootDirs': {
    summary:
      'Folders that the type checker treats as one merged folder, so a relative import resolves in any of them, for example source files next to generated ones.',
  },
  'compilerOptions.skipLibCheck': {
    summary:
      'Skips checking the contents of declaration (`.d.ts`) files, which speeds up checking and hides errors inside third-party types; defaults to `false`.',
  },
  'compilerOptions.strict': {
    summary:
      'Turns on the whole family of strict checks at once (`strictNullChecks`, `noImplicitAny` and the others); defaults to `true`, and each one can still be switched off on its own.',
  },
  'compilerOptions.strictBindCallApply': {
    summary:
      'Checks the arguments given to `bind`, `call` and `apply` against the original function; defaults to `true`.',
  },
  'compilerOptions.strictBuiltinIteratorReturn': {
    summary:
      'Types the return value of built-in iterators as `undefined` instead of `any`, so a finished iterator result is not used by mistake; defaults to `true`.',
  },
  'compilerOptions.strictFunctionTypes': {
    summary:
      'Checks function parameters contravariantly, so a callback that needs a narrower argument than the caller passes is rejected; defaults to `true`.',
  },
  'compilerOptions.strictNullChecks': {
    summary:
      'Keeps `null` and `undefined` out of other types, so a value that might be missing must be checked before use; defaults to `true`.',
  },
  'compilerOptions.strictPropertyInitialization': {
    summary:
      'Reports class properties that are declared without a value and not assigned in the constructor; defaults to `true`.',
  },
  'compilerOptions.types': {
    summary:
      'Type packages or declaration files that are part of every check without an import in your code, for example `./types.d.ts` for global declarations.',
  },
  'compilerOptions.useUnknownInCatchVariables': {
    summary:
      'Gives the variable of a `catch` clause the type `unknown` instead of `any`, so you narrow it before use; defaults to `true`.',
  },
  'compilerOptions.verbatimModuleSyntax': {
    summary:
      'Keeps every import and export exactly as written, so an import used only as a type must say `import type`; defaults to `false`.',
  },
  deploy: {
    summary:
      'Settings for Deno Deploy and the `deno deploy` command: which organization and app the project belongs to, and how the app is built and run. The deno runtime itself does not act on this section, except that `deno run --tunnel` takes `org` and `app` from it; Deno Deploy reads it, prefers it to the settings in its console, and its build reference also documents `buildTimeout` and `runtime.memoryLimit`, which the schema does not list.',
    example: `{
  "deploy": {
    "org": "acme",
    "app": "storefront",
    "install": "deno install",
    "build": "deno task build",
    "runtime": {
      "entrypoint": "main.ts"
    }
  }
}`,
  },
  'deploy.org': {
    summary:
      'The slug or id of the Deno Deploy organization the app belongs to; `deno deploy switch` writes it for you. deno needs it whenever a `deploy` section exists and a tunnel is started, so keep it in the section.',
  },
  'deploy.app': {
    summary:
      'The slug or id of the Deno Deploy app that `deno deploy` and tunnels use, so you are not asked which app to pick; `deno deploy switch` writes it for you.',
  },
  'deploy.framework': {
    summary:
      'A framework preset such as `nextjs` or `fresh`, which lets Deno Deploy choose the build and run settings for that framework; with a preset, Deploy docs say to leave out `runtime` apart from `memoryLimit`.',
  },
  'deploy.install': {
    summary:
      'The command Deno Deploy runs to install dependencies before the build, for example `deno install`; without it, no install step runs.',
  },
  'deploy.build': {
    summary:
      'The command Deno Deploy runs to build the app after installing dependencies, for example `deno task build`; without it, no build step runs.',
  },
  'deploy.predeploy': {
    summary:
      'A command Deno Deploy runs after the build and before the new revision receives traffic, typically a database migration.',
  },
  'deploy.runtime': {
    summary:
      'How Deno Deploy runs the built app: as a server started from an entry point, or as a folder of static files. the Deno Deploy build reference also accepts `memoryLimit` (in MB) here, which the schema does not list.',
  },
  'deploy.runtime.mode': {
    summary:
      'Whether the app is `"dynamic"` (a program that serves requests, the default) or `"static"` (pre-built files); the Deno Deploy build reference calls this key `type`, with the same two values.',
  },
  'deploy.runtime.entrypoint': {
    summary: 'The file Deno Deploy starts for a dynamic app, such as `main.ts`.',
  },
  'deploy.runtime.args': {
    summary:
      'Arguments passed to your program after the entry point of a dynamic app; they are read by the program, not treated as deno flags.',
  },
  'deploy.runtime.cwd': {
    summary:
      'For a dynamic app, the working folder the program starts in; for a static app, the folder whose files are served.',
  },
  'deploy.runtime.spa': {
    summary:
      'For a static app, serves `index.html` for paths that match no file, as a single-page application needs; defaults to `false`, which answers such paths with 404.',
  },
  'deploy.include': {
    summary:
      'In the schema, the files, folders or globs that go into a deployment; the Deno Deploy build reference does not list this key.',
  },
  'deploy.exclude': {
    summary:
      'In the schema, the files, folders or globs kept out of a deployment; deno adds the top-level `exclude` to this list when it reads the section. the Deno Deploy build reference does not list this key.',
  },
  importMap: {
    files: {
      'import_map.json': `{
  "imports": {
    "chalk": "npm:chalk@5"
  }
}`,
    },
    summary:
      'Path of a separate import map file to resolve imports with, like `--import-map`; the file must exist. Most projects write `imports` and `scopes` in deno.json instead, and those take precedence over this file.',
    example: `{
  "importMap": "./import_map.json"
}`,
  },
  catalog: {
    summary:
      'The default version catalog of a workspace: one version requirement per npm package, which member `package.json` files use by writing `"catalog:"` as the version. Bumping a version here updates every member at once.',
    example: `{
  "workspace": ["./packages/*"],
  "catalog": {
    "react": "^19.1.0",
    "zod": "^3.25.0"
  }
}`,
  },
  catalogs: {
    summary:
      'Named version catalogs for a workspace, for members that need different versions of the same packages; a member `package.json` picks one with `"catalog:<name>"` as the version.',
    example: `{
  "workspace": ["./packages/*"],
  "catalogs": {
    "react18": { "react": "^18.3.1", "react-dom": "^18.3.1" },
    "react19": { "react": "^19.1.0", "react-dom": "^19.1.0" }
  }
}`,
  },
  imports: {
    summary:
      'The import map of the project: short names mapped to full specifiers, so code writes `import chalk from "chalk"` instead of a versioned `npm:` specifier. A key ending in `/` maps a whole prefix, and `deno add` writes entries here.',
    example: `{
  "imports": {
    "chalk": "npm:chalk@^5.4.1",
    "hono": "npm:hono@^4.7.0",
    "@/": "./src/"
  }
}`,
  },
  scopes: {
    summary:
      'Import mappings that apply only to modules under a given path, each scope with its own map; use it when one part of the code needs a different version of a dependency than the rest.',
    example: `{
  "imports": {
    "preact": "npm:preact@^10.26.0"
  },
  "scopes": {
    "./legacy/": { "preact": "npm:preact@^8.5.3" }
  }
}`,
  },
  exclude: {
    summary:
      'Files, folders and globs that the deno tools skip: the formatter, the linter, the test and bench runners and `deno publish` among them. Put build output and generated code here once instead of in each section.',
    example: `{
  "exclude": ["dist/", "coverage/", "src/**/*.generated.ts"]
}`,
  },
  lint: {
    summary:
      'Settings for `deno lint`: which files it checks, which rules apply, plugins with your own rules, and the report format. Without it, every JavaScript and TypeScript file is checked with the recommended rules.',
    example: `{
  "lint": {
    "exclude": ["vendor/"],
    "rules": {
      "tags": ["recommended"],
      "include": ["eqeqeq", "no-console"],
      "exclude": ["no-explicit-any"]
    },
    "report": "compact"
  }
}`,
  },
  'lint.include': {summary: 'Files, folders or globs to lint; when set, only these are checked.'},
  'lint.exclude': {
    summary: 'Files, folders or globs the linter skips, on top of the top-level `exclude`.',
  },
  'lint.plugins': {
    summary:
      'Lint plugins to load, given as relative paths or `npm:` or `jsr:` specifiers, each adding rules you wrote yourself; the plugin API is unstable.',
  },
  'lint.rules': {summary: 'Which lint rules run: a set of tags, plus single rules added or removed.'},
  'lint.rules.tags': {
    summary:
      'Rule sets to start from, such as `recommended` or `jsr`, like `--rules-tags`; an empty list starts from no rules, so only those in `include` run.',
  },
  'lint.rules.exclude': {
    summary:
      'Rules to switch off from the chosen tags, like `--rules-exclude`; a rule named in `include` as well still runs.',
  },
  'lint.rules.include': {
    summary:
      'Rules to run in addition to the chosen tags, like `--rules-include`; they run even if `exclude` names them too.',
  },
  'lint.report': {
    summary:
      'The report format when no flag picks one: `"pretty"` (the default), `"compact"` (one line per problem, like `--compact`) or `"json"` (like `--json`).',
  },
  fmt: {
    summary:
      'Settings for `deno fmt`: which files it formats and the style it writes. Without it, deno formats with two-space indents, double quotes, semicolons and an 80-column line width, taking unset options from an `.editorconfig` file if there is one.',
    example: `{
  "fmt": {
    "lineWidth": 100,
    "singleQuote": true,
    "semiColons": false,
    "exclude": ["dist/"]
  }
}`,
  },
  'fmt.include': {summary: 'Files, folders or globs to format; when set, only these are formatted.'},
  'fmt.exclude': {
    summary: 'Files, folders or globs the formatter skips, on top of the top-level `exclude`.',
  },
  'fmt.useTabs': {
    summary: 'Indents with tabs instead of spaces, like `--use-tabs`; defaults to `false`.',
  },
  'fmt.lineWidth': {
    summary:
      'The line length the formatter tries to stay within, like `--line-width`; a line can still run longer when it cannot be broken. Defaults to `80`.',
  },
  'fmt.indentWidth': {
    summary: 'How many spaces make one level of indentation, like `--indent-width`; defaults to `2`.',
  },
  'fmt.singleQuote': {
    summary: 'Writes strings with single quotes instead of double quotes, like `--single-quote`; defaults to `false`.',
  },
  'fmt.proseWrap': {
    summary:
      'How Markdown paragraphs are wrapped, like `--prose-wrap`: `"always"` (the default) wraps at the line width, `"never"` puts each paragraph on one line and `"preserve"` keeps your line breaks.',
  },
  'fmt.semiColons': {
    summary:
      'With `false`, statements end without semicolons except where one is needed, like `--no-semicolons`; defaults to `true`.',
  },
  'fmt.quoteProps': {
    summary:
      'When object keys get quotes: `"asNeeded"` only where required, `"consistent"` all keys of an object alike if one needs them, `"preserve"` (the default) as written.',
  },
  'fmt.newLineKind': {
    summary:
      'The line ending written: `"lf"` (the default), `"crlf"`, `"system"` for that of the current platform, or `"auto"` to keep what the file already uses.',
  },
  'fmt.useBraces': {
    summary:
      'Whether `if`, `for` and `while` bodies get braces: `"whenNotSingleLine"` (the default) adds them when the body spans lines, `"always"` everywhere, `"preferNone"` removes them where possible, `"maintain"` keeps the source.',
  },
  'fmt.bracePosition': {
    summary:
      'Where the opening brace of a block goes: `"sameLine"` (the default), `"nextLine"`, `"sameLineUnlessHanging"` (next line when the header wraps) or `"maintain"`.',
  },
  'fmt.singleBodyPosition': {
    summary:
      'Where the body of a brace-less statement such as `if (done) return;` goes: `"sameLine"`, `"nextLine"`, or `"maintain"` (the default) to keep it where it is.',
  },
  'fmt.nextControlFlowPosition': {
    summary:
      'Where `else`, `catch` and `finally` go relative to the closing brace before them: `"sameLine"` (the default), `"nextLine"` or `"maintain"`.',
  },
  'fmt.trailingCommas': {
    summary:
      'Trailing commas in JavaScript and TypeScript lists: `"onlyMultiLine"` (the default) adds them when a list spans lines, `"always"` everywhere, `"never"` removes them.',
  },
  'fmt.json.trailingCommas': {
    summary:
      'Trailing commas in JSON files: `"never"` (the default), `"always"`, `"maintain"`, or `"jsonc"` to add them in `.jsonc` files and leave them out of `.json` files.',
  },
  'fmt.operatorPosition': {
    summary:
      'When an expression breaks across lines, whether the operator ends the first line (`"sameLine"`, the default) or starts the next (`"nextLine"`), or stays as written (`"maintain"`).',
  },
  'fmt.jsx.bracketPosition': {
    summary:
      'When JSX attributes span several lines, whether the closing `>` of the tag goes on its own line (`"nextLine"`, the default), after the last attribute (`"sameLine"`) or where it was (`"maintain"`).',
  },
  'fmt.jsx.forceNewLinesSurroundingContent': {
    summary:
      'Always puts the children of a JSX element on their own lines, even when they would fit on one; defaults to `false`.',
  },
  'fmt.jsx.multiLineParens': {
    summary:
      'Whether JSX that spans several lines is wrapped in parentheses: `"prefer"` (the default) where it reads well, `"always"` or `"never"`.',
  },
  'fmt.typeLiteral.separatorKind': {
    summary:
      'What separates members of a type literal such as `{ a: string; b: number }`: `"semiColon"` (the default) or `"comma"`.',
  },
  'fmt.spaceAround': {
    summary: 'Adds a space just inside parentheses, as in `if ( ready )` and `f( a, b )`; defaults to `false`.',
  },
  'fmt.spaceSurroundingProperties': {
    summary:
      'Keeps a space inside the braces of single-line objects, imports and types, as in `{ a }` rather than `{a}`; defaults to `true`.',
  },
  'fmt.vueComponentCase': {
    summary:
      'How component tags are written when formatting Vue files: `"pascal-case"`, `"kebab-case"`, or `"ignore"` (the default) to keep them as they are.',
  },
  'fmt.angularNextControlFlowSameLine': {
    summary:
      'In Angular templates, keeps follow-up control-flow blocks such as `@else` on the line of the closing brace before them; defaults to `true`.',
  },
  'fmt.sortNamedImports': {
    summary:
      'How the names inside one `import { ... }` are ordered: `"caseInsensitive"` (the default), `"caseSensitive"` (capitals first) or `"maintain"` to keep your order.',
  },
  'fmt.sortNamedExports': {
    summary:
      'How the names inside one `export { ... }` are ordered: `"caseInsensitive"` (the default), `"caseSensitive"` (capitals first) or `"maintain"` to keep your order.',
  },
  'fmt.useEditorConfig': {
    summary:
      'Lets `deno fmt` fill options you have not set from `.editorconfig` files; defaults to `true`, and `--no-editorconfig` turns it off for one run.',
  },
  'fmt.options': {
    summary:
      'The older, nested place for the six basic formatting options; deno still reads it but warns that it is deprecated, so write those keys directly under `fmt`.',
  },
  'fmt.options.useTabs': {summary: 'The nested form of `fmt.useTabs`: tabs instead of spaces; defaults to `false`.'},
  'fmt.options.lineWidth': {summary: 'The nested form of `fmt.lineWidth`: the target line length; defaults to `80`.'},
  'fmt.options.indentWidth': {
    summary: 'The nested form of `fmt.indentWidth`: spaces per indentation level; defaults to `2`.',
  },
  'fmt.options.singleQuote': {
    summary: 'The nested form of `fmt.singleQuote`: single instead of double quotes; defaults to `false`.',
  },
  'fmt.options.proseWrap': {
    summary: 'The nested form of `fmt.proseWrap`: how Markdown paragraphs wrap; defaults to `"always"`.',
  },
  'fmt.options.semiColons': {
    summary: 'The nested form of `fmt.semiColons`: `false` drops optional semicolons; defaults to `true`.',
  },
  minimumDependencyAge: {
    summary:
      'An unstable safeguard against freshly published (and possibly compromised) packages: npm and JSR versions younger than this age are not chosen when dependencies are resolved. Give minutes as a number, an ISO 8601 duration such as `"P2D"`, a cut-off date, `0` to turn it off, or an object with `age` and `exclude`; `--minimum-dependency-age` sets it for one command.',
    example: `{
  "minimumDependencyAge": {
    "age": "P3D",
    "exclude": ["npm:@acme/*"]
  }
}`,
  },
  'minimumDependencyAge.age': {
    summary:
      'The minimum age itself: minutes as a number or string (`120`), an ISO 8601 duration (`"P2D"`), or a date or timestamp before which versions must have been published (`"2026-11-01"`).',
  },
  'minimumDependencyAge.exclude': {
    summary:
      'Packages that may be used however new they are, such as your own; an entry ending in `*` covers a prefix, as in `"npm:@acme/*"`.',
  },
  nodeModulesDir: {
    summary:
      'Whether npm packages go into a local `node_modules` folder, like `--node-modules-dir`: `"auto"` creates and fills it as needed, `"manual"` uses one you fill with `deno install` (or another package manager), `"none"` resolves from the global cache. Without the key, deno behaves as `"none"`, or as `"manual"` when a `package.json` is present.',
    example: `{
  "nodeModulesDir": "auto",
  "imports": {
    "express": "npm:express@^5.1.0"
  }
}`,
  },
  vendor: {
    summary:
      'With `true`, deno keeps remote modules in a local `vendor` folder and npm packages in a local `node_modules` folder, where you can read and commit them, instead of only in the global cache; like `--vendor`.',
    example: `{
  "vendor": true,
  "imports": {
    "zod": "npm:zod@^3.25.0"
  }
}`,
  },
  jsrDepsInNodeModules: {
    summary:
      'Installs `jsr:` dependencies into `node_modules` as npm packages named `@jsr/<scope>__<name>`, the way npm and pnpm handle JSR, and writes an `.npmrc` that points the `@jsr` scope at JSR so other tools find them. It does nothing unless a `node_modules` folder is in use.',
    example: `{
  "nodeModulesDir": "auto",
  "jsrDepsInNodeModules": true
}`,
  },
  preferPackageJson: {
    summary:
      'When `true`, the dependency commands (`deno add`, `deno install`, `deno remove`) write to `package.json` rather than to deno.json, and start a `package.json` when there is none; `--package-json` has the same effect for a single command.',
    example: `{
  "preferPackageJson": true,
  "nodeModulesDir": "auto"
}`,
  },
  tasks: {
    summary:
      'Named commands for `deno task`, each a command string or an object with `command`, a `description` shown in the task list, `dependencies` to run first, and `files`, `output` and `env` to skip the task while its inputs are unchanged. `deno task` without a name lists them.',
    example: `{
  "tasks": {
    "dev": "deno run --watch --allow-net main.ts",
    "check": "deno check main.ts",
    "build": {
      "description": "Bundle the app into dist/",
      "command": "deno bundle --output dist/app.js main.ts",
      "dependencies": ["check"]
    }
  }
}`,
  },
  test: {
    summary:
      'Settings for `deno test`: where it looks for test files, the permissions tests run with, and whether the sanitizers check every test. Without it, `deno test` finds files named like `*_test.ts` or `*.test.ts` anywhere in the project.',
    example: `{
  "test": {
    "include": ["src/", "tests/"],
    "exclude": ["tests/fixtures/"],
    "sanitizeOps": true,
    "sanitizeResources": true
  }
}`,
  },
  'test.include': {summary: 'Files, folders or globs searched for tests; when set, tests elsewhere are not run.'},
  'test.exclude': {
    summary: 'Files, folders or globs never searched for tests, such as fixtures; added to the top-level `exclude`.',
  },
  'test.permissions': {
    summary:
      'The permissions tests run with: the name of a set from `permissions`, or a set written in place. With this key present, `deno test` refuses to start unless you pass `-P` (or a permission flag).',
  },
  'test.sanitizeOps': {
    summary:
      'With `true`, a test fails if async work it started (a timer, a pending fetch) is still running when it ends, like `--sanitize-ops`; off unless you turn it on.',
  },
  'test.sanitizeResources': {
    summary:
      'With `true`, a test fails if it leaves a resource open (a file, a connection), like `--sanitize-resources`; off unless you turn it on.',
  },
  publish: {
    summary:
      'Settings for `deno publish`: which files go into the package on JSR. Set it to `false` to stop a package from being published, for example a private workspace member.',
    example: `{
  "name": "@acme/strings",
  "version": "1.2.0",
  "exports": "./mod.ts",
  "publish": {
    "exclude": ["tests/", "bench/"]
  }
}`,
  },
  'publish.include': {summary: 'Files, folders or globs to put in the package; when set, nothing else is published.'},
  'publish.exclude': {summary: 'Files, folders or globs to keep out of the published package.'},
  bench: {
    summary:
      'Settings for `deno bench`: where it looks for benchmark files and the permissions they run with. Without it, `deno bench` finds files named like `*_bench.ts` or `*.bench.ts` anywhere in the project.',
    example: `{
  "bench": {
    "include": ["bench/"],
    "exclude": ["bench/fixtures/"]
  }
}`,
  },
  'bench.include': {
    summary: 'Files, folders or globs searched for benchmarks; when set, benchmarks elsewhere are not run.',
  },
  'bench.exclude': {summary: 'Files, folders or globs never searched for benchmarks.'},
  'bench.permissions': {
    summary:
      'The permissions benchmarks run with: the name of a set from `permissions`, or a set written in place. With this key present, `deno bench` refuses to start unless you pass `-P` (or a permission flag).',
  },
  coverage: {
    summary:
      'Settings for code coverage reports from `deno coverage` and `deno test --coverage`: currently the minimum percentages the run must reach.',
    example: `{
  "coverage": {
    "thresholds": {
      "lines": 80,
      "branches": 70,
      "functions": 85
    }
  }
}`,
  },
  'coverage.thresholds': {
    summary:
      'Minimum coverage per metric, measured over all files together; the command fails when one is not met. `deno coverage --threshold` and `deno test --coverage-threshold` override these for one run.',
  },
  'coverage.thresholds.lines': {summary: 'The lowest acceptable share of lines run, as a percentage from 0 to 100.'},
  'coverage.thresholds.branches': {
    summary: 'The lowest acceptable share of branches taken, as a percentage from 0 to 100.',
  },
  'coverage.thresholds.functions': {
    summary: 'The lowest acceptable share of functions called, as a percentage from 0 to 100.',
  },
  license: {
    summary:
      'The license of a package you publish to JSR, as an SPDX identifier such as `MIT` or `Apache-2.0`; a package needs either this key or a license file.',
    example: `{
  "name": "@acme/strings",
  "version": "1.2.0",
  "license": "MIT",
  "exports": "./mod.ts"
}`,
  },
  lock: {
    summary:
      'Controls the lockfile that records the exact version and checksum of every dependency: `false` turns it off, a string moves it, and an object sets `path` and `frozen`. By default deno keeps `deno.lock` next to the configuration file; `--lock` and `--no-lock` override it for one command.',
    example: `{
  "lock": {
    "path": "./deno.lock",
    "frozen": true
  }
}`,
  },
  'lock.path': {summary: 'Where the lockfile is written, relative to the configuration file; defaults to `deno.lock`.'},
  'lock.frozen': {
    summary:
      'With `true`, deno stops with an error instead of updating a lockfile that no longer matches the dependencies, which suits CI, like `--frozen-lockfile`; defaults to `false`.',
  },
  unstable: {
    summary:
      'Unstable features to turn on for every command run in this project, by name without the prefix: `"kv"` does what `--unstable-kv` does.',
    example: `{
  "unstable": ["kv", "cron"]
}`,
  },
  name: {
    summary:
      'The name of the package, with its JSR scope (`@acme/strings`); needed to publish to JSR and for other workspace members to import it by name.',
    example: `{
  "name": "@acme/api",
  "version": "0.3.0",
  "exports": "./mod.ts"
}`,
  },
  version: {
    summary:
      'The version of the package as a semantic version such as `1.2.0`; `deno publish` publishes this version, and `deno bump-version` updates it for you.',
    example: `{
  "name": "@acme/strings",
  "version": "2.0.0-beta.1",
  "exports": "./mod.ts"
}`,
  },
  exports: {
    summary:
      'The modules a package offers to its users: one path for a single entry point, or a map from subpaths (`"."`, `"./testing"`) to files. JSR packages and workspace members need it to be importable.',
    example: `{
  "name": "@acme/strings",
  "version": "1.2.0",
  "exports": {
    ".": "./mod.ts",
    "./testing": "./testing.ts"
  }
}`,
  },
  permissions: {
    summary:
      'Named permission sets, chosen with `-P=<name>` or `--permission-set=<name>` and referred to from `test`, `bench` and `compile`; a plain `-P` picks the set named `default`. deno prints a warning that the feature is experimental when a set is used.',
    example: `{
  "permissions": {
    "default": {
      "read": ["./data"],
      "env": ["PORT"],
      "net": ["0.0.0.0:8000"]
    },
    "migrate": {
      "read": true,
      "net": ["localhost:5432"]
    }
  }
}`,
  },
  patch: {
    summary:
      'The earlier name of `links`; deno still reads it but prints a warning that it was renamed. Write `links` instead, as the example shows.',
    example: `{
  "links": ["../shared/*"]
}`,
  },
  links: {
    summary:
      'Local folders holding packages, such as a JSR package whose deno.json has a `name`, to use instead of the published versions, for working on a library and an app side by side; globs are allowed. `deno link` adds entries here.',
    example: `{
  "imports": {
    "chalk": "npm:chalk@^5.4.1"
  },
  "links": ["../libraries/*"]
}`,
  },
  workspace: {
    summary:
      'Turns the folder into a workspace root and lists its member folders (globs allowed), as an array or as an object with `members`. Members share the root settings and lockfile and can import each other by name.',
    example: `{
  "workspace": ["./packages/*", "./apps/*"],
  "nodeModulesDir": "auto"
}`,
  },
  'workspace.members': {summary: 'The member folders of the workspace when `workspace` is written as an object.'},
  'permission set': {
    summary:
      'A group of permissions under one name in `permissions`, or written in place under `test`, `bench` or `compile`. Each key matches a permission flag: `true` grants it fully, a list grants it for those paths, hosts or names, and an object gives `allow`, `deny` and, for some, `ignore` lists.',
    example: `{
  "permissions": {
    "ci": {
      "read": ["./"],
      "write": { "allow": ["./dist"], "deny": ["./dist/keep"] },
      "env": { "allow": ["CI", "HOME"], "ignore": true },
      "run": ["git"]
    }
  }
}`,
  },
  'permission set.all': {
    summary: 'With `true`, grants every permission, like `--allow-all`; use it only for trusted code.',
  },
  'permission set.read': {
    summary:
      'File system read access, like `--allow-read`: `true` for everything, a list of paths, or an object with `allow`, `deny` and `ignore`.',
  },
  'permission set.read.allow': {summary: 'Paths that may be read, or `true` for all, like `--allow-read`.'},
  'permission set.read.deny': {
    summary: 'Paths that may never be read, even inside an allowed folder, like `--deny-read`.',
  },
  'permission set.read.ignore': {
    summary:
      'Paths whose reads fail with a "not found" error instead of a permission error, like `--ignore-read`; useful for code that probes optional files.',
  },
  'permission set.write': {
    summary:
      'File system write access, like `--allow-write`: `true`, a list of paths, or an object with `allow` and `deny`.',
  },
  'permission set.write.allow': {summary: 'Paths that may be written, or `true` for all, like `--allow-write`.'},
  'permission set.write.deny': {summary: 'Paths that may never be written, like `--deny-write`.'},
  'permission set.import': {
    summary:
      'Which remote hosts modules may be imported from, like `--allow-import`: `true`, a list of hosts, or an object with `allow` and `deny`.',
  },
  'permission set.import.allow': {summary: 'Hosts that code may be imported from, like `--allow-import`.'},
  'permission set.import.deny': {summary: 'Hosts that code may never be imported from, like `--deny-import`.'},
  'permission set.env': {
    summary:
      'Access to environment variables, like `--allow-env`: `true`, a list of variable names, or an object with `allow`, `deny` and `ignore`.',
  },
  'permission set.env.allow': {summary: 'Variables that may be read and set, or `true` for all, like `--allow-env`.'},
  'permission set.env.deny': {summary: 'Variables that may never be accessed, like `--deny-env`.'},
  'permission set.env.ignore': {
    summary:
      'Variables that read as `undefined` instead of failing with a permission error, like `--ignore-env`; `true` applies this to every variable not allowed.',
  },
  'permission set.net': {
    summary:
      'Network access, like `--allow-net`: `true`, a list of hosts with optional ports (`"localhost:5432"`), or an object with `allow` and `deny`.',
  },
  'permission set.net.allow': {summary: 'Hosts and ports that may be reached or listened on, like `--allow-net`.'},
  'permission set.net.deny': {summary: 'Hosts and ports that may never be reached, like `--deny-net`.'},
  'permission set.run': {
    summary:
      'Starting subprocesses, like `--allow-run`: `true`, a list of program names or paths, or an object with `allow` and `deny`.',
  },
  'permission set.run.allow': {summary: 'Programs that may be started, like `--allow-run`.'},
  'permission set.run.deny': {summary: 'Programs that may never be started, like `--deny-run`.'},
  'permission set.ffi': {
    summary:
      'Loading native libraries through the foreign function interface, like `--allow-ffi`: `true`, a list of library paths, or an object with `allow` and `deny`.',
  },
  'permission set.ffi.allow': {summary: 'Native libraries that may be loaded, like `--allow-ffi`.'},
  'permission set.ffi.deny': {summary: 'Native libraries that may never be loaded, like `--deny-ffi`.'},
  'permission set.sys': {
    summary:
      'Reading system information such as the host name or memory figures, like `--allow-sys`: `true`, a list of API names such as `"hostname"`, or an object with `allow` and `deny`.',
  },
  'permission set.sys.allow': {summary: 'System information APIs that may be called, like `--allow-sys`.'},
  'permission set.sys.deny': {summary: 'System information APIs that may never be called, like `--deny-sys`.'},
};
