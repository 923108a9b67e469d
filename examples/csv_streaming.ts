/**
 * title: Stream a CSV file
 * description: Parse a CSV file row by row with CsvParseStream, filter and aggregate on the fly, and write CSV back out with CsvStringifyStream.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: csv, read a csv file, CsvParseStream, CsvStringifyStream, parse csv, large csv, rows, @std/csv
 */

// Write a sample CSV file. Note the quoted field with a comma inside: a naive
// `split(",")` would break it, a CSV parser will not.
import { CsvParseStream } from "jsr:@std/csv@^1/parse-stream";
import { CsvStringifyStream } from "jsr:@std/csv@^1/stringify-stream";

const input = await Deno.makeTempFile({ suffix: ".csv" });
await Deno.writeTextFile(
  input,
  `region,product,amount
north,"Widget, large",120
south,Gadget,80
north,Gizmo,45
east,Widget,60
north,Gadget,15
`,
);

// Turn the file into a stream of rows: bytes, then text, then records.
// `skipFirstRow: true` uses the header line as the keys of each row object.
// Only one row needs to be in memory at a time, however long the file is.
const file = await Deno.open(input);
const rows = file.readable
  .pipeThrough(new TextDecoderStream())
  .pipeThrough(new CsvParseStream({ skipFirstRow: true }));

// Aggregate while reading. CSV has no types, so every value is a string;
// convert numbers yourself.
const totals = new Map<string, number>();
const north: Record<string, string>[] = [];
for await (const row of rows) {
  totals.set(row.region, (totals.get(row.region) ?? 0) + Number(row.amount));
  if (row.region === "north") north.push(row);
}
console.log(Object.fromEntries(totals));

// `CsvStringifyStream` goes the other way: objects in, CSV text out, with a
// header line made from `columns`. Fields that need quoting get quoted.
const output = await Deno.makeTempFile({ suffix: ".csv" });
const out = await Deno.open(output, { write: true });
await ReadableStream.from(north)
  .pipeThrough(new CsvStringifyStream({ columns: ["product", "amount"] }))
  .pipeThrough(new TextEncoderStream())
  .pipeTo(out.writable);

// The CSV standard ends lines with `\r\n`, which is what the writer produces.
// Splitting on it shows the lines.
const written = await Deno.readTextFile(output);
for (const line of written.split("\r\n")) if (line) console.log(line);

await Deno.remove(input);
await Deno.remove(output);

/* Output:
{ north: 180, south: 80, east: 60 }
product,amount
"Widget, large",120
Gizmo,45
Gadget,15
*/
