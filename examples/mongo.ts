/**
 * title: Store and query documents in MongoDB
 * description: Connect to MongoDB with the official npm driver, insert typed documents, and query them with a filter, sort and projection.
 * category: databases
 * check: typecheck needs a running MongoDB server, which the example checker does not have
 * env: MONGODB_URI=mongodb://localhost:27017
 * keywords: mongodb, nosql, documents, collection, npm:mongodb
 */

import { MongoClient } from "npm:mongodb@^7";

// The driver takes a connection string; reading it from the environment keeps credentials out
// of the code. Run with `--allow-env --allow-net --allow-sys=osRelease`: the driver sends the
// OS release in its connection handshake, and reading it is a `sys` permission in Deno.
const uri = Deno.env.get("MONGODB_URI") ?? "mongodb://localhost:27017";
const client = new MongoClient(uri);
await client.connect();

// An interface for the documents gives typed filters and results. The database and the
// collection are created on the first write, so there is no setup step.
interface Book {
  title: string;
  author: string;
  year: number;
  tags: string[];
}
const books = client.db("library").collection<Book>("books");

// `insertMany` adds several documents in one round trip; MongoDB gives each an `_id`.
const { insertedCount } = await books.insertMany([
  { title: "Dune", author: "Frank Herbert", year: 1965, tags: ["sci-fi"] },
  { title: "Emma", author: "Jane Austen", year: 1815, tags: ["classic"] },
  {
    title: "Neuromancer",
    author: "William Gibson",
    year: 1984,
    tags: ["sci-fi"],
  },
]);
console.log("inserted", insertedCount);

// Filters are objects: `tags: "sci-fi"` matches documents whose array contains that value,
// and `$gte` compares. The projection keeps only the fields we print, and `toArray` collects
// the cursor.
const sciFi = await books
  .find({ tags: "sci-fi", year: { $gte: 1960 } })
  .project<{ title: string; year: number }>({ _id: 0, title: 1, year: 1 })
  .sort({ year: 1 })
  .toArray();
for (const book of sciFi) console.log(`${book.year} ${book.title}`);

// Updates use operators such as `$push`; close the client when the program is done.
await books.updateOne({ title: "Emma" }, { $push: { tags: "romance" } });
await client.close();
