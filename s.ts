const res = await fetch(new URL("./add.wasm", import.meta.url));
console.log(res.headers.get("content-type"));
const { instance, module } = await WebAssembly.instantiateStreaming(fetch(new URL("./add.wasm", import.meta.url)));
console.log((instance.exports.add as any)(1, 2), WebAssembly.Module.exports(module));
const bytes = await Deno.readFile("add.wasm");
const server = Deno.serve({ port: 8123, onListen() {} }, (req) => {
  const ok = new URL(req.url).pathname === "/good.wasm";
  return new Response(bytes, { headers: { "content-type": ok ? "application/wasm" : "application/octet-stream" } });
});
try {
  await WebAssembly.instantiateStreaming(fetch("http://127.0.0.1:8123/bad.wasm"));
} catch (e) { console.log(String(e)); }
const m = await WebAssembly.compileStreaming(fetch("http://127.0.0.1:8123/good.wasm"));
console.log(WebAssembly.Module.exports(m));
await server.shutdown();
