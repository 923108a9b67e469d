/** What the checker and the CLI reference's remark plugin read from a prepared page's HTML. */
import {decodeHtmlText} from '../social-cards/html';

/** The ids a prepared page's HTML defines: the anchors links to it may name. */
export function anchorIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => decodeHtmlText(match[1]!)));
}
