/**
 * title: Parse XML
 * description: Parse an RSS feed into a tree with @std/xml, read elements, attributes and text, and report syntax errors with their position.
 * category: encoding
 * check: run
 * keywords: xml, parse, rss, feed, dom, elements, attributes, cdata, XmlSyntaxError
 */
import { parse } from "jsr:@std/xml@^0.2/parse";
import {
  isElement,
  type XmlElement,
  XmlSyntaxError,
} from "jsr:@std/xml@^0.2/types";

// `parse` turns a complete XML string into a tree. Every element has its
// `name`, an `attributes` record and `children`: elements, text, CDATA and
// comments. `ignoreWhitespace` drops the text nodes that are only
// indentation. Entities such as `&amp;` arrive decoded.
const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0">
  <channel>
    <title>Garden &amp; Kitchen</title>
    <item>
      <title>Sowing tomatoes</title>
      <link>https://example.com/tomatoes</link>
      <category domain="tags">vegetables</category>
    </item>
    <item>
      <title><![CDATA[Herbs <indoors>]]></title>
      <link>https://example.com/herbs</link>
      <category domain="tags">herbs</category>
    </item>
  </channel>
</rss>`;
const doc = parse(xml, { ignoreWhitespace: true });
console.log(`<${doc.root.name.local}> version ${doc.root.attributes.version}`);

// The tree is plain data, so two small helpers cover most lookups: the child
// elements with a given name, and an element's text content (text and CDATA
// nodes joined).
function childrenNamed(parent: XmlElement, name: string): XmlElement[] {
  return parent.children.filter(isElement).filter((el) =>
    el.name.local === name
  );
}
function textOf(el: XmlElement): string {
  return el.children.map((node) =>
    node.type === "text" || node.type === "cdata" ? node.text : ""
  ).join("");
}

// Walk from the root down to each item and pick out its fields.
const [channel] = childrenNamed(doc.root, "channel");
console.log(`feed: ${textOf(childrenNamed(channel, "title")[0])}`);
for (const item of childrenNamed(channel, "item")) {
  const field = (name: string) => textOf(childrenNamed(item, name)[0]);
  const [category] = childrenNamed(item, "category");
  console.log(`- ${field("title")} <${field("link")}>`);
  console.log(`  ${category.attributes.domain}: ${field("category")}`);
}

// Malformed input throws an `XmlSyntaxError`. Its message names the problem
// and where it is; the `line` and `column` properties hold the position for
// your own error reporting.
try {
  parse("<note>\n  <to>Ada</from>\n</note>");
} catch (error) {
  if (!(error instanceof XmlSyntaxError)) throw error;
  console.log(error.message);
}

/* Output:
<rss> version 2.0
feed: Garden & Kitchen
- Sowing tomatoes <https://example.com/tomatoes>
  tags: vegetables
- Herbs <indoors> <https://example.com/herbs>
  tags: herbs
Mismatched closing tag: expected </to> but found </from> at line 2, column 17
*/
