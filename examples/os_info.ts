/**
 * title: Get operating system information
 * description: Find out which OS, CPU architecture, host and Deno version a program runs on, with Deno.build, Deno.version and --allow-sys.
 * category: cli
 * check: run --allow-sys=hostname,osRelease,osUptime
 * keywords: platform, arch, Deno.build, hostname, os release, uptime, os.platform, user agent
 */

// `Deno.build` describes the binary that runs the program: its `os` ("linux", "darwin",
// "windows", ...), its CPU `arch` ("x86_64" or "aarch64") and the full target triple. It needs
// no permission, because it is compiled into Deno. On 64-bit Linux this prints `linux`,
// `x86_64` and `x86_64-unknown-linux-gnu`. Branch on `os` for platform-specific code.
console.log("os:", Deno.build.os);
console.log("arch:", Deno.build.arch);
console.log("target:", Deno.build.target);
const shell = Deno.build.os === "windows" ? "cmd.exe" : "/bin/sh";
console.log("default shell would be:", shell);

// `Deno.version` gives the versions of Deno, V8 and TypeScript, and `navigator` carries the
// web-standard view of the same facts.
console.log("deno:", Deno.version.deno, "v8:", Deno.version.v8);
console.log("typescript:", Deno.version.typescript);
console.log("user agent:", navigator.userAgent);
console.log("logical CPUs:", navigator.hardwareConcurrency);

// Facts about the machine itself need `--allow-sys`, and the flag can name exactly the ones
// the program reads: here the host name, the kernel release and the uptime in seconds.
console.log("hostname:", Deno.hostname());
console.log("kernel release:", Deno.osRelease());
console.log("uptime (hours):", (Deno.osUptime() / 3600).toFixed(1));

// All of these differ from machine to machine, so the output below shows `...` for them.
// Anything not named in `--allow-sys` is refused. `Deno.loadavg()` is another `--allow-sys` call, but
// `loadavg` is missing from the list above.
try {
  Deno.loadavg();
} catch (error) {
  console.log((error as Error).message);
}

/* Output:
...
Requires sys access to "loadavg", run again with the --allow-sys flag
*/
