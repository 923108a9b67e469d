/**
 * title: Make Deno KV entries expire
 * description: Store short-lived data such as sessions or one-time codes with expireIn, and ignore entries that are past their expiry before the database deletes them.
 * category: kv
 * check: run --unstable-kv
 * keywords: expireIn, ttl, time to live, expiry, sessions, cache, one-time codes
 */

// A login code should only work for a short time. `expireIn` (milliseconds) asks Deno KV to
// delete the entry once that time has passed. The value also records its own `expiresAt`,
// for a reason explained below.
const kv = await Deno.openKv(":memory:");

type LoginCode = { user: string; expiresAt: number };

async function saveCode(code: string, user: string, ttlMs: number) {
  const value: LoginCode = { user, expiresAt: Date.now() + ttlMs };
  await kv.set(["login-code", code], value, { expireIn: ttlMs });
}

// Deletion is not immediate: the entry is removed at the earliest after `expireIn`, and a read
// may still return it for some time afterwards (with a local database, about a minute). So
// treat an entry whose `expiresAt` has passed as missing.
async function useCode(code: string): Promise<string | null> {
  const entry = await kv.get<LoginCode>(["login-code", code]);
  if (!entry.value || entry.value.expiresAt <= Date.now()) return null;
  await kv.delete(entry.key); // one-time: a code works once
  return entry.value.user;
}

// Two codes with a one-second lifetime. The first is used at once; the second only after it has
// expired. Its raw entry is still stored at that point, but `useCode` refuses it.
await saveCode("481516", "ada", 1_000);
await saveCode("234200", "alan", 1_000);
console.log("481516 ->", await useCode("481516"));
console.log("481516 again ->", await useCode("481516"));

await new Promise((resolve) => setTimeout(resolve, 1_200));
const raw = await kv.get(["login-code", "234200"]);
console.log("234200 still stored:", raw.value !== null);
console.log("234200 after expiry ->", await useCode("234200"));
kv.close();

/* Output:
481516 -> ada
481516 again -> null
234200 still stored: true
234200 after expiry -> null
*/
