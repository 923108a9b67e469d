/** The one HTML escaper of the site: text into element content or a quoted attribute value. */
const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

const SPECIAL = /[&<>"']/;

export function escapeHtml(text: string): string {
  // Most text has nothing to escape: a test is cheaper than a replace that calls back.
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!) : text;
}
