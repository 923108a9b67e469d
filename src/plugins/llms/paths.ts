/** Where a page's Markdown is served: `/a/b` → `/a/b.md`, a folder page `/a/b/` → `/a/b.md`. */
export function markdownPath(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return `${trimmed || '/index'}.md`;
}
