/**
 * Reading a built page's title and pointing its link-preview image (og:image, twitter:image) at
 * its card. The HTML is the minifier's: attribute values may be quoted or not.
 */
import {escapeHtml} from '../markdown/html';

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

/** Text with the character references a minified page uses decoded. */
export function decodeHtmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * The page's own title: `<title>` without the ` | Site` suffix Docusaurus adds. Undefined when
 * the page has no title or its title is the site's name alone.
 */
export function pageTitle(html: string, siteName: string, delimiter: string): string | undefined {
  const match = /<title\b[^>]*>([^<]*)<\/title>/i.exec(html);
  if (!match) return undefined;
  const suffix = ` ${delimiter} ${siteName}`;
  const full = decodeHtmlText(match[1]!).replace(/\s+/g, ' ').trim();
  const title = full.endsWith(suffix) ? full.slice(0, -suffix.length).trim() : full;
  return title && title !== siteName ? title : undefined;
}

const IMAGE_META = /<meta\b[^>]*?\s(?:property|name)=(["']?)(og:image|twitter:image)\1(?=[\s/>])[^>]*>/gi;
const CONTENT_ATTRIBUTE = /(\scontent=)(?:"[^"]*"|'[^']*'|[^\s>]+)/i;

/** `html` with its og:image and twitter:image set to `url`; `file` names the page in errors. */
export function withSocialImage(html: string, url: string, file: string): string {
  const found = new Set<string>();
  const out = html.replace(IMAGE_META, (tag, _quote: string, name: string) => {
    found.add(name.toLowerCase());
    return tag.replace(CONTENT_ATTRIBUTE, (_all, prefix: string) => `${prefix}"${escapeHtml(url)}"`);
  });
  const missing = ['og:image', 'twitter:image'].filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(`social cards: ${file} has no ${missing.join(' or ')} meta tag to point at its card`);
  }
  return out;
}
