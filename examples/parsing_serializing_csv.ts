/**
 * title: Parse and write CSV
 * description: Turn CSV text into arrays or objects with @std/csv, and write objects back out as CSV with chosen columns and headers.
 * category: encoding
 * check: run
 * keywords: csv, read csv, write csv, comma separated values, spreadsheet, parse, stringify, header row, quotes, escaping
 */
import { parse } from "jsr:@std/csv@^1/parse";
import { stringify } from "jsr:@std/csv@^1/stringify";

// Without options, `parse` returns one array of strings per row. Quoted
// fields may contain commas, doubled quotes and even line breaks; the parser
// handles all of them.
const csv = `name,city,note
Ada,London,"likes ""engines"""
Grace,"New York, NY","line one
line two"`;
console.log(parse(csv));

// With `skipFirstRow: true` the first row names the columns and each later
// row becomes an object with those keys. All values are strings; convert
// numbers yourself.
const rows = parse("sku,price,qty\nA-1,9.50,3\nB-7,12.00,1", {
  skipFirstRow: true,
});
console.log(rows);
console.log(
  rows.reduce((sum, row) => sum + Number(row.price) * Number(row.qty), 0),
);

// `stringify` goes the other way. `columns` picks which properties to write
// and in which order, with an optional header name each; fields that need it
// are quoted. Lines end with `\r\n`, as the CSV standard says.
const out = stringify(
  [
    { id: 1, title: "Dune, Part One", year: 2021 },
    { id: 2, title: 'The "Best" Film', year: 2024 },
  ],
  { columns: ["id", { prop: "title", header: "Title" }, "year"] },
);
for (const line of out.trimEnd().split("\r\n")) console.log(line);

/* Output:
[
  [ "name", "city", "note" ],
  [ "Ada", "London", 'likes "engines"' ],
  [ "Grace", "New York, NY", "line one\nline two" ]
]
[
  { sku: "A-1", price: "9.50", qty: "3" },
  { sku: "B-7", price: "12.00", qty: "1" }
]
40.5
id,Title,year
1,"Dune, Part One",2021
2,"The ""Best"" Film",2024
*/
