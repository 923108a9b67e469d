/**
 * title: Read front matter from Markdown files
 * description: Split Markdown files into their YAML or TOML front matter and body with @std/front-matter, and build a sorted post index from the attributes.
 * category: encoding
 * check: run --allow-read --allow-write
 * keywords: front matter, frontmatter, markdown, yaml, toml, blog, metadata, static site
 */
import { extract } from "jsr:@std/front-matter@^1/any";
import { test } from "jsr:@std/front-matter@^1/test";

// Static site generators keep each page's metadata at the top of its file,
// between `---` lines for YAML or `+++` lines for TOML. Make a small content
// folder with one of each, a draft, and a file without front matter.
const dir = await Deno.makeTempDir();
await Deno.writeTextFile(
  `${dir}/hello.md`,
  "---\ntitle: Hello, world\ndate: 2026-10-01\ntags: [intro]\n---\n# Hi\n\nFirst post.\n",
);
await Deno.writeTextFile(
  `${dir}/deno.md`,
  '+++\ntitle = "Why Deno"\ndate = 2026-11-15\ndraft = false\n+++\nSecure by default.\n',
);
await Deno.writeTextFile(
  `${dir}/wip.md`,
  "---\ntitle: Coming soon\ndate: 2026-12-01\ndraft: true\n---\nTBD\n",
);
await Deno.writeTextFile(`${dir}/notes.md`, "Just some notes.\n");

// `test` tells whether a string starts with front matter. `extract` from the
// `any` module detects the format, parses the attributes, and returns them
// with the body that follows. The type argument describes the attributes.
interface Post {
  title: string;
  date: Date;
  draft?: boolean;
}
const posts = [];
const files = await Array.fromAsync(Deno.readDir(dir), (entry) => entry.name);
for (const name of files.sort()) {
  const text = await Deno.readTextFile(`${dir}/${name}`);
  if (!test(text)) {
    console.log(`${name}: no front matter`);
    continue;
  }
  const { attrs, body } = extract<Post>(text);
  if (attrs.draft) {
    console.log(`${name}: draft`);
    continue;
  }
  posts.push({
    ...attrs,
    words: body.split(/\s+/).filter(Boolean).length,
  });
}

// YAML and TOML both turn a bare date into a `Date`, so the posts sort by
// time directly, newest first.
posts.sort((a, b) => b.date.getTime() - a.date.getTime());
for (const post of posts) {
  const day = post.date.toISOString().slice(0, 10);
  console.log(`${day}  ${post.title} (${post.words} words)`);
}
await Deno.remove(dir, { recursive: true });

/* Output:
notes.md: no front matter
wip.md: draft
2026-11-15  Why Deno (3 words)
2026-10-01  Hello, world (4 words)
*/
