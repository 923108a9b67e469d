/**
 * What the build checker needs to know of one built HTML file, read in one streaming pass
 * (htmlparser2): its title, headings, ids, links, assets, inline scripts and the spots that
 * would fail in a browser (an event-handler attribute under the CSP, an image without alt).
 * Every fact keeps the line it is on, so a problem names file and line.
 */
import {Parser} from 'htmlparser2';

export interface Located {
  value: string;
  line: number;
}

export interface PageFacts {
  lang: string | undefined;
  title: string;
  h1s: Located[];
  /** Every id on the page. */
  ids: Set<string>;
  duplicateIds: Located[];
  /** href of <a> and <area>, and the target of a <meta http-equiv=refresh>. */
  links: Located[];
  /** Files the page loads or points previews at: src, srcset, <link href>, og:image. */
  assets: Located[];
  /** Inline executable scripts, in order (the CSP must list each one's hash). */
  inlineScripts: Located[];
  /** on* attributes and javascript: URLs, which a hash-based CSP refuses. */
  scriptAttributes: Located[];
  /** Text outside code that only a rendering bug writes ([object Object], a bare undefined). */
  errorTexts: Located[];
  imagesWithoutAlt: Located[];
  /** Links with no accessible name: no text, aria-label, title, or named image or icon. */
  unnamedLinks: Located[];
  /** A redirect page (meta refresh), which has no title or heading of its own. */
  isRedirect: boolean;
  /** The meta refresh's target, on a redirect page. */
  redirectTo?: string;
}

/** Link relations that name another document, not a file the page loads. */
const documentRelations = new Set(['canonical', 'alternate', 'search', 'next', 'prev', 'author', 'license']);
/** Text that a page only shows when something rendered a value it should not have. */
const errorTextPattern = /\[object Object\]|^\s*(?:undefined|NaN|null)\s*$|This page crashed/;
/** Elements whose text is code or data, where "undefined" and "null" are fine. */
const codeElements = new Set(['code', 'pre', 'script', 'style', 'kbd', 'samp', 'var', 'textarea']);
const executableScriptType = /^(?:(?:text|application)\/(?:java|ecma)script|module)$/i;

interface OpenLink {
  line: number;
  named: boolean;
  href: string;
}

export function readPage(html: string): PageFacts {
  const facts: PageFacts = {
    lang: undefined,
    title: '',
    h1s: [],
    ids: new Set(),
    duplicateIds: [],
    links: [],
    assets: [],
    inlineScripts: [],
    scriptAttributes: [],
    errorTexts: [],
    imagesWithoutAlt: [],
    unnamedLinks: [],
    isRedirect: false,
  };
  // Lines: counted up to the parser's position, moving forward only.
  let line = 1;
  let counted = 0;
  const lineAt = (index: number): number => {
    for (; counted < index && counted < html.length; counted++) if (html.charCodeAt(counted) === 10) line++;
    return line;
  };
  const stack: string[] = [];
  let inTitle = false;
  let codeDepth = 0;
  let script: {text: string; line: number; inline: boolean} | undefined;
  const links: OpenLink[] = [];
  let h1: Located | undefined;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const at = lineAt(parser.startIndex);
        stack.push(name);
        if (codeElements.has(name)) codeDepth++;
        for (const [attribute, value] of Object.entries(attributes)) {
          if (/^on[a-z]+$/.test(attribute)) facts.scriptAttributes.push({value: `${name} ${attribute}`, line: at});
          else if (/^\s*javascript:/i.test(value))
            facts.scriptAttributes.push({value: `${name} ${attribute}="${value}"`, line: at});
        }
        const id = attributes.id;
        if (id !== undefined) {
          if (facts.ids.has(id)) facts.duplicateIds.push({value: id, line: at});
          else facts.ids.add(id);
        }
        if (name === 'html') facts.lang = attributes.lang;
        if (name === 'title' && stack.length <= 3) inTitle = true;
        if (name === 'h1') h1 = {value: '', line: at};
        if (name === 'a' || name === 'area') {
          if (attributes.href !== undefined) facts.links.push({value: attributes.href, line: at});
          // An <a> without href is no link and needs no name; it is pushed so that </a> pops it.
          if (name === 'a')
            links.push({
              line: at,
              href: attributes.href ?? '',
              named:
                attributes.href === undefined ||
                Boolean(attributes['aria-label'] || attributes['aria-labelledby'] || attributes.title),
            });
        }
        if (links.length > 0 && (attributes['aria-label'] || (name === 'img' && attributes.alt))) markLinkNamed();
        if (name === 'img' && attributes.alt === undefined && attributes['aria-hidden'] !== 'true')
          facts.imagesWithoutAlt.push({value: attributes.src ?? '', line: at});
        if (attributes.src !== undefined && name !== 'script' && name !== 'iframe')
          facts.assets.push({value: attributes.src, line: at});
        if (name === 'script' && attributes.src !== undefined) facts.assets.push({value: attributes.src, line: at});
        if (attributes.srcset !== undefined)
          for (const candidate of attributes.srcset.split(',')) {
            const url = candidate.trim().split(/\s+/)[0];
            if (url) facts.assets.push({value: url, line: at});
          }
        if (name === 'link' && attributes.href !== undefined) {
          const relations = (attributes.rel ?? '').toLowerCase().split(/\s+/);
          if (!relations.some((relation) => documentRelations.has(relation)))
            facts.assets.push({value: attributes.href, line: at});
        }
        if (name === 'meta') {
          if (attributes.property === 'og:image' && attributes.content)
            facts.assets.push({value: attributes.content, line: at});
          if (attributes['http-equiv']?.toLowerCase() === 'refresh') {
            facts.isRedirect = true;
            const target = /url=(.+)$/i.exec(attributes.content ?? '')?.[1];
            if (target) {
              facts.links.push({value: target.trim(), line: at});
              facts.redirectTo = target.trim();
            }
          }
        }
        if (name === 'script') {
          const type = attributes.type;
          const inline = attributes.src === undefined && (type === undefined || executableScriptType.test(type));
          script = {text: '', line: at, inline};
        }
      },
      ontext(text) {
        if (script) {
          script.text += text;
          return;
        }
        if (inTitle) facts.title += text;
        if (h1) h1.value += text;
        if (text.trim() && links.length > 0) markLinkNamed();
        // A word that a link to another site explains (@types/node links `undefined` to MDN) is prose.
        const explainedElsewhere = /^https?:/.test(links.at(-1)?.href ?? '');
        if (codeDepth === 0 && !explainedElsewhere && errorTextPattern.test(text))
          facts.errorTexts.push({value: text.trim().slice(0, 80), line: lineAt(parser.startIndex)});
      },
      onclosetag(name) {
        // htmlparser2 closes implied elements too; pop to the matching one.
        const index = stack.lastIndexOf(name);
        if (index >= 0) {
          for (const closed of stack.splice(index)) if (codeElements.has(closed)) codeDepth--;
        }
        if (name === 'title') inTitle = false;
        if (name === 'h1' && h1) {
          facts.h1s.push({value: h1.value.trim(), line: h1.line});
          h1 = undefined;
        }
        if (name === 'a') {
          const link = links.pop();
          if (link && !link.named) facts.unnamedLinks.push({value: link.href, line: link.line});
        }
        if (name === 'script' && script) {
          if (script.inline) facts.inlineScripts.push({value: script.text, line: script.line});
          script = undefined;
        }
      },
    },
    {decodeEntities: true, lowerCaseAttributeNames: true},
  );

  function markLinkNamed(): void {
    // The name counts for the innermost link (nesting links is invalid HTML anyway).
    const link = links.at(-1);
    if (link) link.named = true;
  }

  parser.write(html);
  parser.end();
  facts.title = facts.title.trim();
  return facts;
}
