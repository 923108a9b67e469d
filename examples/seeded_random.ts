/**
 * title: Generate reproducible random numbers from a seed
 * description: Create a seeded pseudo-random generator with @std/random and use it for dice rolls, shuffles and weighted picks that repeat exactly.
 * category: crypto
 * check: run
 * keywords: seed, seeded random, prng, pcg32, deterministic, shuffle, sample, reproducible, Math.random
 */

import { randomSeeded } from "jsr:@std/random@^0.1/seeded";
import { randomIntegerBetween } from "jsr:@std/random@^0.1/integer-between";
import { shuffle } from "jsr:@std/random@^0.1/shuffle";
import { sample } from "jsr:@std/random@^0.1/sample";

// `Math.random()` cannot be seeded, so a test or a game replay that uses it
// never runs the same way twice. `randomSeeded` returns a function with the
// same shape (numbers in [0, 1)) whose sequence depends only on the seed, a
// `bigint`. It is not for secrets: anyone who knows the seed knows the output.
// (`@std/random` is still 0.x, so its API may change.)
const prng = randomSeeded(2026n);
console.log(prng(), prng());

// The helpers of `@std/random` use `Math.random` by default and take the
// generator as the `prng` option, so one seed drives a whole simulation.
const rolls = Array.from(
  { length: 8 },
  () => randomIntegerBetween(1, 6, { prng }),
);
console.log(`dice: ${rolls.join(" ")}`);
console.log(
  `shuffled: ${shuffle(["a", "b", "c", "d", "e"], { prng }).join("")}`,
);

// `sample` picks one element; with `weights`, some come up more often. Here
// "common" is five times as likely as "rare", which 1,000 draws bear out.
const loot = ["common", "uncommon", "rare"];
const counts: Record<string, number> = { common: 0, uncommon: 0, rare: 0 };
for (let i = 0; i < 1000; i++) {
  counts[sample(loot, { weights: [10, 4, 2], prng })!]++;
}
console.log(counts);

// A fresh generator from the same seed replays the exact sequence, which is
// what makes a failing randomized test reproducible: log the seed, rerun it.
const replay = randomSeeded(2026n);
console.log(replay(), replay());

/* Output:
0.16330681345425546 0.10761974239721894
dice: 5 3 2 5 3 4 5 6
shuffled: dceab
{ common: 610, uncommon: 268, rare: 122 }
0.16330681345425546 0.10761974239721894
*/
