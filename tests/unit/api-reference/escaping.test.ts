/**
 * Text from the declarations reaches a page as text: a doc comment, a deprecation note, a type
 * name, a member name, a literal type, a category and a guide's title with HTML-special characters
 * make no element of their own, and read back as written.
 */
import {fromHtml} from 'hast-util-from-html';
import type {Element, ElementContent, Root} from 'hast';
import {describe, expect, it} from 'vitest';
import type {DocSymbol} from '../../../src/plugins/api-reference/docJson';
import {buildModel} from '../../../src/plugins/api-reference/model';
import {renderSymbolPage} from '../../../src/plugins/api-reference/render';

const DOC = 'Runs <script>alert("doc")</script> & keeps <b>this</b> as text.';
const TYPE_NAME = 'Base<img src=x onerror=alert(1)>';
const MEMBER = 'weird<i>name';
const LITERAL = '</code><u>"';
const CATEGORY = 'Files & <em>more</em>';
const DEPRECATED = 'Use <u>Other</u> & friends.';
const GUIDE = {title: 'A <s>guide</s> & "co"', permalink: '/runtime/x?a=1&b="2"'};

const symbols: DocSymbol[] = [
  {
    name: 'Deno',
    declarations: [
      {
        kind: 'namespace',
        def: {
          elements: [
            {
              name: 'Tricky',
              declarations: [
                {
                  kind: 'interface',
                  jsDoc: {
                    doc: DOC,
                    tags: [
                      {kind: 'category', doc: CATEGORY},
                      {kind: 'deprecated', doc: DEPRECATED},
                    ],
                  },
                  def: {
                    extends: [{kind: 'typeRef', repr: TYPE_NAME, value: {typeName: TYPE_NAME}}],
                    properties: [
                      {
                        name: MEMBER,
                        tsType: {kind: 'literal', repr: LITERAL, value: {kind: 'string', string: LITERAL}},
                      },
                    ],
                  },
                },
              ],
            },
          ],
        },
      },
    ],
  },
];

function elements(node: Root | Element): Element[] {
  return node.children.flatMap((child: ElementContent | Root['children'][number]) =>
    child.type === 'element' ? [child, ...elements(child)] : [],
  );
}
const textOf = (node: Root | ElementContent): string =>
  node.type === 'text'
    ? node.value
    : node.type === 'element' || node.type === 'root'
      ? node.children.map((c) => textOf(c as ElementContent)).join('')
      : '';

describe('text from the declarations on a symbol page', () => {
  const model = buildModel('0.0.0-test', symbols);
  const page = renderSymbolPage(model, model.byName.get('Deno.Tricky')!, [GUIDE]);
  const tree = fromHtml(page.html, {fragment: true});

  it('makes no element of its own', () => {
    const tags = new Set(elements(tree).map((e) => e.tagName));
    expect(['script', 'b', 'img', 'i', 'u', 'em', 's'].filter((tag) => tags.has(tag))).toEqual([]);
  });

  it('reads back as written: in the article, the table of contents, the breadcrumbs and a link', () => {
    const text = textOf(tree);
    for (const written of [DOC, TYPE_NAME, MEMBER, JSON.stringify(LITERAL), CATEGORY, DEPRECATED, GUIDE.title])
      expect(text, written).toContain(written);
    const toc = elements(tree).find((e) => e.tagName === 'nav' && e.properties.ariaLabel === 'On this page')!;
    expect(textOf(toc)).toContain(MEMBER);
    const guideLink = elements(tree).find((e) => e.tagName === 'a' && textOf(e) === GUIDE.title);
    expect(guideLink?.properties.href).toBe(GUIDE.permalink);
  });
});
