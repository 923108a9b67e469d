/**
 * title: Cache values in Redis with an expiry
 * description: Connect to Redis with the node-redis package, cache a slow lookup with a time-to-live, and count hits atomically.
 * category: databases
 * check: typecheck needs a running Redis server, which the example checker does not have
 * env: REDIS_URL=redis://localhost:6379
 * keywords: redis, cache, ttl, expire, counter, node-redis, npm:redis
 */

import { createClient } from "npm:redis@^6";

// `createClient` takes a `redis://` URL; `connect()` opens the connection. Listening for
// `error` matters: without a listener, a dropped connection would crash the program. Run with
// `--allow-env --allow-net`.
const client = createClient({ url: Deno.env.get("REDIS_URL") });
client.on("error", (error: Error) => console.error("redis:", error.message));
await client.connect();

// A stand-in for something slow, like a third-party API call.
async function fetchWeather(city: string): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return JSON.stringify({ city, celsius: 4 });
}

// Cache-aside: look in Redis first and fall back to the slow call on a miss. `EX` sets the
// expiry in seconds, so Redis deletes the entry by itself and the next request refreshes it.
async function weather(city: string): Promise<string> {
  const key = `weather:${city}`;
  const cached = await client.get(key);
  if (cached !== null) return cached;
  const fresh = await fetchWeather(city);
  await client.set(key, fresh, { EX: 60 });
  return fresh;
}

console.log(await weather("oslo")); // slow: fills the cache
console.log(await weather("oslo")); // fast: served from Redis
console.log("expires in", await client.ttl("weather:oslo"), "seconds");

// `INCR` adds one and returns the new value in a single step, so many processes can count
// requests without overwriting each other.
const hits = await client.incr("hits:weather");
console.log("weather requests so far:", hits);

// `close()` waits for pending replies, then disconnects.
await client.close();
