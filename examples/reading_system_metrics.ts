/**
 * title: Read system metrics
 * description: Sample load average, system memory, this process's memory and its CPU time, the numbers a health check or a status line reports.
 * category: cli
 * check: run --allow-sys=loadavg,systemMemoryInfo
 * keywords: cpu, memory, load average, free, rss, heap, Deno.loadavg, Deno.systemMemoryInfo, Deno.memoryUsage, cpuUsage
 */

import { format } from "jsr:@std/fmt@^1/bytes";
import { cpuUsage } from "node:process";

// The load average measures CPU and I/O demand over the last 1, 5 and 15 minutes; zero means
// idle. Divided by the number of CPUs it compares machines of any size: above 1.0, work is
// waiting its turn. Machine-wide numbers need `--allow-sys`, narrowed to the two calls used.
const cpus = navigator.hardwareConcurrency;
const [one, five, fifteen] = Deno.loadavg();
console.log("load per CPU over 1, 5 and 15 minutes:");
console.log([one, five, fifteen].map((n) => (n / cpus).toFixed(2)).join(" "));

// `Deno.systemMemoryInfo()` reports bytes, like the Linux `free` command. Use `available`, not
// `free`, to judge how much is left: it estimates what new programs can get without swapping,
// counting the page cache that the kernel can reclaim.
const mem = Deno.systemMemoryInfo();
const used = mem.total - mem.available;
const usedPercent = ((used / mem.total) * 100).toFixed(0);
console.log("system memory used / total:");
console.log(`${format(used)} / ${format(mem.total)} (${usedPercent}%)`);

// `Deno.memoryUsage()` measures this process and needs no permission: `rss` is the memory the
// OS has given it, `heapUsed` what JavaScript objects occupy. Allocating a large array shows
// the heap growing.
const before = Deno.memoryUsage();
const big = Array.from({ length: 1_000_000 }, (_, i) => ({ i }));
const after = Deno.memoryUsage();
console.log("process memory (rss, heap used):");
console.log(`${format(after.rss)}, ${format(after.heapUsed)}`);
const grew = after.heapUsed - before.heapUsed > 10e6;
console.log(`heap grew by over 10 MB for ${big.length} objects:`, grew);

// CPU time comes from `node:process`: `cpuUsage()` returns microseconds spent in user code and
// in the kernel, and given an earlier reading it returns the difference. Divided by the
// wall-clock time of the same interval, it gives the share of one core the work used.
const startCpu = cpuUsage();
const startWall = performance.now();
let sum = 0;
for (let i = 0; i < 20_000_000; i++) sum += Math.sqrt(i);
const cpu = cpuUsage(startCpu);
const wallMicros = (performance.now() - startWall) * 1000;
const ms = (micros: number) => `${(micros / 1000).toFixed(0)} ms`;
const share = (((cpu.user + cpu.system) / wallMicros) * 100).toFixed(0);
console.log("busy loop CPU time (user, system) and share of one core:");
console.log(`${ms(cpu.user)}, ${ms(cpu.system)}, ${share}%`);
console.log("loop result is finite:", Number.isFinite(sum));

/* Output:
load per CPU over 1, 5 and 15 minutes:
...
system memory used / total:
...
process memory (rss, heap used):
...
heap grew by over 10 MB for 1000000 objects: true
busy loop CPU time (user, system) and share of one core:
...
loop result is finite: true
*/
