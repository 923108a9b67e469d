import { LineClient } from "./client.ts";
const c = await LineClient.connect(4000);
console.log(await c.readLine());
console.log(await c.command("SET k v"));
const d = await LineClient.connect(4000); await d.readLine(); 
// d disconnects abruptly via process end? no, keep
console.log(await c.readLine());
console.log(await c.readLine());
