/**
 * title: Publish and subscribe with EventEmitter
 * description: Use the Node.js EventEmitter from node:events for typed events, one-time listeners, error events and awaiting an event.
 * category: web-apis
 * check: run
 * keywords: node:events, EventEmitter, on, once, emit, pub/sub, observer
 */

import { EventEmitter, once } from "node:events";

// `EventEmitter` takes an optional type argument that maps each event name to its argument
// list, so `emit` and the listeners are type-checked.
type OrderEvents = {
  placed: [id: number, total: number];
  shipped: [id: number];
  error: [err: Error];
};
const orders = new EventEmitter<OrderEvents>();

// `on` adds a listener that runs on every emit; `once` removes itself after the first call.
// Listeners run synchronously, in the order they were added, inside the `emit` call.
orders.on("placed", (id, total) => console.log(`order ${id}: ${total} EUR`));
orders.once("placed", (id) => console.log(`first order ever was ${id}`));
orders.emit("placed", 1, 25);
orders.emit("placed", 2, 40);
console.log("placed listeners now:", orders.listenerCount("placed"));

// `off` removes a listener, so keep a reference to the function you added. `emit` returns
// whether anyone was listening.
const onShipped = (id: number) => console.log(`order ${id} shipped`);
orders.on("shipped", onShipped);
console.log("delivered?", orders.emit("shipped", 1));
orders.off("shipped", onShipped);
console.log("delivered?", orders.emit("shipped", 2));

// The `error` event is special: emitting it with no listener throws the error. Add a listener
// whenever an emitter may report failures.
try {
  orders.emit("error", new Error("payment declined"));
} catch (err) {
  console.log("unhandled:", (err as Error).message);
}

// `once(emitter, name)` turns the next emission into a promise of its arguments, which reads
// well with `await`.
setTimeout(() => orders.emit("shipped", 3), 10);
const [shippedId] = await once(orders, "shipped");
console.log("awaited shipment of", shippedId);

/* Output:
order 1: 25 EUR
first order ever was 1
order 2: 40 EUR
placed listeners now: 1
order 1 shipped
delivered? true
delivered? false
unhandled: payment declined
awaited shipment of 3
*/
