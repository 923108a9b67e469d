/**
 * title: Convert strings between camelCase, snake_case and other cases
 * description: Change identifiers between camelCase, PascalCase, snake_case, kebab-case and CONSTANT_CASE with @std/text, for example to map API keys to JavaScript names.
 * category: encoding
 * check: run
 * keywords: camelCase, snake_case, kebab-case, PascalCase, CONSTANT_CASE, case conversion, identifiers, @std/text
 */
import { toCamelCase } from "jsr:@std/text@^1/to-camel-case";
import { toKebabCase } from "jsr:@std/text@^1/to-kebab-case";
import { toPascalCase } from "jsr:@std/text@^1/to-pascal-case";
import { toSnakeCase } from "jsr:@std/text@^1/to-snake-case";
import { toConstantCase } from "jsr:@std/text@^1/unstable-to-constant-case";

// Each function splits its input into words, at spaces, `_`, `-` and
// lowercase-to-uppercase changes, then joins the words in the target style,
// so any style converts to any other. Acronyms become one word ("HTML"), and
// digits form a word of their own, which is why `apiV2Url` gains underscores
// around the 2.
const inputs = [
  "user id",
  "created_at",
  "max-retry-count",
  "HTMLParser",
  "apiV2Url",
];
for (const input of inputs) {
  console.log(
    [
      toCamelCase(input),
      toPascalCase(input),
      toSnakeCase(input),
      toKebabCase(input),
    ].join("  "),
  );
}

// `toConstantCase` (still marked unstable, hence its `unstable-` path) gives
// the SCREAMING_SNAKE_CASE used for environment variables.
console.log(toConstantCase("database url"), toConstantCase("logLevel"));

// A common job: a JSON API uses snake_case keys but your code uses
// camelCase. Rename the keys of a record once, at the boundary.
const row = { user_id: 7, display_name: "Ada", last_login_at: "2026-11-29" };
const renamed = Object.fromEntries(
  Object.entries(row).map(([key, value]) => [toCamelCase(key), value]),
);
console.log(renamed);

/* Output:
userId  UserId  user_id  user-id
createdAt  CreatedAt  created_at  created-at
maxRetryCount  MaxRetryCount  max_retry_count  max-retry-count
htmlParser  HtmlParser  html_parser  html-parser
apiV2Url  ApiV2Url  api_v_2_url  api-v-2-url
DATABASE_URL LOG_LEVEL
{ userId: 7, displayName: "Ada", lastLoginAt: "2026-11-29" }
*/
