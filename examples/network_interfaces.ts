/**
 * title: List network interfaces and IP addresses
 * description: Read the machine's network interfaces with Deno.networkInterfaces to find its loopback and LAN addresses.
 * category: networking
 * check: run --allow-sys=networkInterfaces
 * keywords: IP address, LAN IP, Deno.networkInterfaces, NIC, IPv4, IPv6, MAC address, local address
 */

// `Deno.networkInterfaces()` returns one entry per address, so an interface with an IPv4 and two
// IPv6 addresses appears three times. It needs the `sys` permission, which can be narrowed to
// this one function with `--allow-sys=networkInterfaces`.
const interfaces = Deno.networkInterfaces();

// Each entry has the interface `name`, the `family`, the `address` with its `netmask` and `cidr`
// range, and the hardware `mac`. Grouping by name gives a compact overview, similar to `ip addr`.
const byName = Map.groupBy(interfaces, (entry) => entry.name);
for (const [name, entries] of byName) {
  console.log(`${name} (${entries[0].mac})`);
  for (const entry of entries) {
    console.log(`  ${entry.family.padEnd(4)} ${entry.cidr}`);
  }
}

// A common task is to find the address other machines on the network can reach, for example to
// print a URL for phones on the same Wi-Fi. Skip loopback (`127.0.0.0/8`) and link-local IPv4
// (`169.254.0.0/16`) addresses; what is left are the LAN addresses.
const lan = interfaces.filter((entry) =>
  entry.family === "IPv4" &&
  !entry.address.startsWith("127.") &&
  !entry.address.startsWith("169.254.")
);
console.log("LAN addresses:", lan.map((entry) => entry.address));

// The loopback address is there on practically every machine, which makes it a safe default
// for servers meant only for this machine.
const loopback = interfaces.find((entry) => entry.address === "127.0.0.1");
console.log("loopback:", loopback?.cidr, loopback?.netmask);

/* Output:
...
loopback: 127.0.0.1/8 255.0.0.0
*/
