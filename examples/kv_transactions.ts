/**
 * title: Update several Deno KV keys atomically
 * description: Move money between two accounts with an atomic operation that only commits if neither balance changed meanwhile.
 * category: kv
 * check: run --unstable-kv
 * keywords: atomic, transaction, optimistic concurrency, versionstamp, check, commit
 */

// Two account balances live under the `["balance", name]` keys of an in-memory database.
const kv = await Deno.openKv(":memory:");
await kv.set(["balance", "alice"], 100);
await kv.set(["balance", "bob"], 20);

// A transfer reads both balances, then builds an atomic operation. `check` makes the commit
// depend on each key still having the versionstamp we read, and both `set` calls are applied
// together or not at all. If another writer got in between, `commit()` resolves to
// `{ ok: false }` instead of throwing, so the loop reads again and retries.
async function transfer(from: string, to: string, amount: number) {
  for (let attempt = 1;; attempt++) {
    const [a, b] = await kv.getMany<[number, number]>([
      ["balance", from],
      ["balance", to],
    ]);
    if (a.value === null || b.value === null) {
      throw new Error("no such account");
    }
    if (a.value < amount) return `refused: ${from} has only ${a.value}`;
    if (attempt === 1 && from === "alice") {
      // Simulate a concurrent deposit that lands between our read and our commit.
      await kv.set(["balance", "alice"], a.value + 5);
    }
    const result = await kv.atomic()
      .check(a, b)
      .set(["balance", from], a.value - amount)
      .set(["balance", to], b.value + amount)
      .commit();
    if (result.ok) {
      return `moved ${amount} from ${from} to ${to} (attempt ${attempt})`;
    }
  }
}

// The first transfer conflicts with the simulated deposit and succeeds on its second attempt,
// so the deposit is not lost. The second transfer is refused for lack of funds and changes
// nothing.
console.log(await transfer("alice", "bob", 30));
console.log(await transfer("bob", "alice", 500));

const entries = await Array.fromAsync(kv.list<number>({ prefix: ["balance"] }));
for (const entry of entries) console.log(entry.key[1], entry.value);
kv.close();

/* Output:
moved 30 from alice to bob (attempt 2)
refused: bob has only 50
alice 75
bob 50
*/
