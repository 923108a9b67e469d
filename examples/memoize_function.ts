/**
 * title: Memoize a function
 * description: Cache a function's results by argument, including async results, with a Map, and bound the cache with @std/cache.
 * category: web-apis
 * check: run
 * keywords: memoize, cache, memoization, Map, LRU, @std/cache, dynamic programming
 */

import {
  type MemoizationCacheResult,
  memoize,
} from "jsr:@std/cache@^0.2/memoize";
import { LruCache } from "jsr:@std/cache@^0.2/lru-cache";

// A memoized function remembers the result for each argument and returns it instead of
// computing it again. A `Map` is all it takes for a one-argument function. The counter shows
// how many real calls happen.
let calls = 0;
function memo<A, R>(fn: (arg: A) => R): (arg: A) => R {
  const cache = new Map<A, R>();
  return (arg) => {
    if (!cache.has(arg)) cache.set(arg, fn(arg));
    return cache.get(arg)!;
  };
}
const slowSquare = (n: number) => {
  calls++;
  return n * n;
};
const square = memo(slowSquare);
console.log(square(9), square(9), square(12), "real calls:", calls);

// For async functions, cache the promise rather than the value: concurrent callers then share
// one in-flight request. Drop the entry if it fails, so a later call can retry.
const lookups: string[] = [];
function memoAsync<R>(fn: (key: string) => Promise<R>) {
  const cache = new Map<string, Promise<R>>();
  return (key: string) => {
    let promise = cache.get(key);
    if (!promise) {
      promise = fn(key).catch((err) => {
        cache.delete(key);
        throw err;
      });
      cache.set(key, promise);
    }
    return promise;
  };
}
const getUser = memoAsync(async (id: string) => {
  lookups.push(id);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { id, name: `user ${id}` };
});
const users = await Promise.all([getUser("7"), getUser("7"), getUser("8")]);
console.log(users.map((u) => u.name), "lookups:", lookups);

// A cache that only grows can eat memory. `memoize` from `jsr:@std/cache` takes a cache to
// store into; an `LruCache` keeps the most recently used entries up to a size and evicts the
// rest. Recursive calls go through the memoized function, which makes this Fibonacci fast.
const fib: (n: number) => bigint = memoize(
  (n: number): bigint => (n < 2 ? BigInt(n) : fib(n - 1) + fib(n - 2)),
  { cache: new LruCache<string, MemoizationCacheResult<bigint>>(1000) },
);
console.log("fib(90) =", fib(90));

/* Output:
81 81 144 real calls: 2
[ "user 7", "user 7", "user 8" ] lookups: [ "7", "8" ]
fib(90) = 2880067194370816120n
*/
