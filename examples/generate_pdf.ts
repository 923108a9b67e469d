/**
 * title: Generate a PDF
 * description: Create a PDF invoice with text, lines and a table using the pdf-lib npm package, save it to a file, and read it back.
 * category: encoding
 * check: run --allow-read --allow-write
 * keywords: pdf, pdf-lib, generate pdf, create pdf, invoice, report, document, npm
 */
import { PDFDocument, type PDFFont, rgb, StandardFonts } from "npm:pdf-lib@^1";

// pdf-lib is pure JavaScript, so it needs no native libraries. Create a
// document, add an A4 page (595 x 842 points; a point is 1/72 inch) and embed
// the fonts to draw with. The 14 standard PDF fonts need no font files.
const pdf = await PDFDocument.create();
pdf.setTitle("Invoice 2026-042");
// pdf-lib stamps the current time as the creation and modification dates; fixed dates make the
// same input give the same bytes, which helps caching and comparing generated files.
pdf.setCreationDate(new Date("2026-11-01T00:00:00Z"));
pdf.setModificationDate(new Date("2026-11-01T00:00:00Z"));
pdf.setAuthor("Greenhouse Supplies Ltd");
const page = pdf.addPage([595, 842]);
const regular = await pdf.embedFont(StandardFonts.Helvetica);
const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

// PDF coordinates start at the bottom-left corner, so `y` counts up from the
// bottom of the page. Draw a heading, the customer, and a rule under them.
const left = 50;
let y = 780;
page.drawText("Invoice 2026-042", { x: left, y, size: 22, font: bold });
y -= 24;
page.drawText("Billed to: Ada Lovelace, 12 St James's Square, London", {
  x: left,
  y,
  size: 11,
  font: regular,
});
y -= 16;
page.drawLine({
  start: { x: left, y },
  end: { x: 545, y },
  thickness: 1,
  color: rgb(0.6, 0.6, 0.6),
});

// A table is text placed in columns. `widthOfTextAtSize` measures a string
// in a font, which is how the amounts are right-aligned to the margin.
function drawRight(text: string, y: number, size: number, font: PDFFont) {
  const x = 545 - font.widthOfTextAtSize(text, size);
  page.drawText(text, { x, y, size, font });
}
const rows: [string, number, number][] = [
  ["Seed trays", 4, 3.5],
  ["Potting soil, 40 l", 2, 11.9],
  ["Grow light", 1, 64],
];
let total = 0;
for (const [item, qty, price] of rows) {
  y -= 22;
  total += qty * price;
  page.drawText(`${qty} x ${item}`, { x: left, y, size: 12, font: regular });
  drawRight((qty * price).toFixed(2), y, 12, regular);
}
drawRight(`Total: ${total.toFixed(2)} EUR`, y - 30, 13, bold);

// `save` returns the file as a `Uint8Array`. Write it to disk, then load it
// again to check what a PDF reader will see.
const dir = await Deno.makeTempDir();
const bytes = await pdf.save();
await Deno.writeFile(`${dir}/invoice.pdf`, bytes);
const header = new TextDecoder().decode(bytes.subarray(0, 8));
console.log(`invoice.pdf: ${bytes.length} bytes, starts with ${header}`);
const loaded = await PDFDocument.load(
  await Deno.readFile(`${dir}/invoice.pdf`),
);
console.log(`title: ${loaded.getTitle()}, pages: ${loaded.getPageCount()}`);
console.log(
  `page size: ${loaded.getPage(0).getSize().width} x ${
    loaded.getPage(0).getSize().height
  }`,
);
await Deno.remove(dir, { recursive: true });

/* Output:
invoice.pdf: 1329 bytes, starts with %PDF-1.7
title: Invoice 2026-042, pages: 1
page size: 595 x 842
*/
