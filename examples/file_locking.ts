/**
 * title: Lock a file
 * description: Coordinate access to a file with advisory locks: FsFile.lock, tryLock and unlock, exclusive or shared.
 * category: files
 * check: run --allow-read --allow-write
 * keywords: flock, lock, tryLock, unlock, mutex, exclusive, shared, advisory
 */

// Open the same file twice. Each `Deno.FsFile` holds its own lock, exactly as
// two separate processes opening the file would, so one program can show both
// sides of the conversation.
const path = await Deno.makeTempFile();
const writer = await Deno.open(path, { read: true, write: true });
const reader = await Deno.open(path, { read: true, write: true });

// `lock(true)` takes an exclusive lock. While it is held, `tryLock` on the
// other handle returns `false` at once instead of waiting, for exclusive and
// shared requests alike.
await writer.lock(true);
console.log("reader, exclusive:", await reader.tryLock(true));
console.log("reader, shared:", await reader.tryLock(false));
await writer.unlock();

// Shared locks (`false`, the default) can be held by many handles at once, which
// suits several readers. An exclusive lock is refused while any shared lock
// is held.
console.log("reader, shared:", await reader.tryLock(false));
console.log("writer, shared:", await writer.tryLock(false));
console.log("writer, exclusive:", await writer.tryLock(true));
await reader.unlock();
await writer.unlock();

// `lock()` waits until the lock is free. Here the reader asks for it while the
// writer holds it, and gets it only after the writer calls `unlock`.
await writer.lock(true);
const waiting = reader.lock(true).then(() =>
  console.log("reader got the lock")
);
await new Promise((resolve) => setTimeout(resolve, 100));
console.log("writer unlocks");
await writer.unlock();
await waiting;

// The locks are advisory: on Linux they only stop code that also asks for a
// lock. A handle that writes without locking is not blocked, so every program
// sharing the file has to follow the same protocol.
await writer.write(new TextEncoder().encode("written without a lock"));
console.log(await Deno.readTextFile(path));

await reader.unlock();
reader.close();
writer.close();
await Deno.remove(path);

/* Output:
reader, exclusive: false
reader, shared: false
reader, shared: true
writer, shared: true
writer, exclusive: false
writer unlocks
reader got the lock
written without a lock
*/
