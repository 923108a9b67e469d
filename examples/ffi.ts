/**
 * title: Call C library functions with FFI
 * description: Load the system C library with Deno.dlopen, declare function signatures, and call them with numbers, C strings and buffers.
 * category: ffi
 * check: run --allow-ffi
 * keywords: FFI, foreign function interface, Deno.dlopen, libc, shared library, native, C, .so
 */

// `Deno.dlopen` loads a shared library and binds the symbols you declare. Each declaration gives
// the C parameter and result types; a mismatch is not detected and can crash the process, so
// copy them carefully from the C headers. On Linux the C library is `libc.so.6` (other systems
// name it differently), and the dynamic loader finds it by that name. Loading native code needs
// `--allow-ffi`.
const libc = Deno.dlopen("libc.so.6", {
  abs: { parameters: ["i32"], result: "i32" }, //          int abs(int)
  strlen: { parameters: ["buffer"], result: "usize" }, //  size_t strlen(const char *)
  toupper: { parameters: ["i32"], result: "i32" }, //      int toupper(int)
  getpid: { parameters: [], result: "i32" }, //            pid_t getpid(void)
});

// Integer types up to 32 bits map to plain numbers. 64-bit types (`u64`, `i64`, `usize`,
// `isize`) come back as `bigint`; convert with `Number()` when the value is known to be small.
console.log("abs(-42) =", libc.symbols.abs(-42));
console.log("toupper('d') =", String.fromCharCode(libc.symbols.toupper(100)));

// C strings are zero-terminated bytes. Encode the text, add a `0` byte, and pass the bytes as a
// `buffer`: C receives a pointer to them.
const cString = new TextEncoder().encode("héllo\0");
console.log(
  "strlen =",
  Number(libc.symbols.strlen(cString)),
  "(bytes, not characters)",
);

// The C process id is the same one Deno reports, which shows both sides run in one process.
console.log("same pid:", libc.symbols.getpid() === Deno.pid);

// Close the library when you no longer need it; calling its symbols afterwards is not allowed.
libc.close();

/* Output:
abs(-42) = 42
toupper('d') = D
strlen = 6 (bytes, not characters)
same pid: true
*/
