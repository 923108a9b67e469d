/**
 * title: Run a WebAssembly module
 * description: Instantiate a WebAssembly module from bytes, pass it a JavaScript function to import, and call its exports.
 * category: webassembly
 * check: run
 * keywords: wasm, WebAssembly.instantiate, WebAssembly.Module, imports, exports, binary
 */

// A WebAssembly module is just bytes, usually produced by a compiler (Rust, C, Zig, ...). This
// one is written out by hand so the example needs no files: after the 8-byte header, each
// section starts with its id and length. It imports `env.log` and exports `add`, which adds two
// 32-bit integers, reports the sum through `log` and returns it.
const bytes = Uint8Array.fromHex(
  [
    "0061736d 01000000", //       "\0asm", version 1
    "010b02", //                  type section, 2 function types:
    "  60027f7f017f", //            0: (i32, i32) -> i32
    "  60017f00", //                1: (i32) -> nothing
    "020b01", //                  import section, 1 import:
    "  03656e76 036c6f67 0001", //  "env" "log", a function of type 1
    "03020100", //                function section: 1 function, of type 0
    "070701 03616464 0001", //    export section: "add" is function 1
    "0a1101 0f 01017f", //        code section: 1 body of 15 bytes, with one i32 local
    "  2000 2001 6a", //            local.get 0, local.get 1, i32.add
    "  2202 1000", //               local.tee 2, call 0 (log)
    "  2002 0b", //                 local.get 2, end
  ].join("").replaceAll(" ", ""),
);

// `WebAssembly.validate` checks the bytes without running anything. Compiling them into a
// `WebAssembly.Module` lets you inspect what the module imports and exports.
console.log("valid:", WebAssembly.validate(bytes));
const module = await WebAssembly.compile(bytes);
console.log("imports:", WebAssembly.Module.imports(module));
console.log("exports:", WebAssembly.Module.exports(module));

// Instantiating links the module to its imports: an object of objects, by module name and then
// field name. Exports come back as ordinary JavaScript functions.
const instance = await WebAssembly.instantiate(module, {
  env: { log: (value: number) => console.log("wasm says:", value) },
});
const add = instance.exports.add as (a: number, b: number) => number;
console.log("returned:", add(20, 22));

// Wasm `i32` arithmetic wraps around at 32 bits instead of growing like a JavaScript number.
console.log("returned:", add(2 ** 31 - 1, 1));

/* Output:
valid: true
imports: [ { module: "env", name: "log", kind: "function" } ]
exports: [ { name: "add", kind: "function" } ]
wasm says: 42
returned: 42
wasm says: -2147483648
returned: -2147483648
*/
