/**
 * title: Dispatch custom events with EventTarget
 * description: Build an object that emits typed events by extending EventTarget and dispatching CustomEvent objects.
 * category: web-apis
 * check: run
 * keywords: EventTarget, CustomEvent, dispatchEvent, addEventListener, events, observer
 */

// `EventTarget` is the browser's event system and is built into Deno. Extending it gives a class
// `addEventListener`, `removeEventListener` and `dispatchEvent`. A `CustomEvent` carries any
// payload in its `detail` property.
type Change = { previous: number; celsius: number };

class Thermostat extends EventTarget {
  #celsius = 20;

  set(celsius: number) {
    const previous = this.#celsius;
    this.#celsius = celsius;
    this.dispatchEvent(
      new CustomEvent<Change>("change", { detail: { previous, celsius } }),
    );
    if (celsius > 30) {
      // A cancelable event lets listeners veto what happens next.
      const ok = this.dispatchEvent(
        new CustomEvent("overheat", { detail: celsius, cancelable: true }),
      );
      if (!ok) this.#celsius = previous;
    }
  }

  get celsius() {
    return this.#celsius;
  }
}

// Listeners receive the event object. Narrow it to `CustomEvent` to read `detail` with types.
const thermostat = new Thermostat();
thermostat.addEventListener("change", (event) => {
  const { previous, celsius } = (event as CustomEvent<Change>).detail;
  console.log(`change: ${previous} -> ${celsius}`);
});

// `preventDefault()` on a cancelable event makes `dispatchEvent` return `false`; the thermostat
// uses that to undo the change. `{ once: true }` removes the listener after its first call.
thermostat.addEventListener("overheat", (event) => {
  console.log(`overheat at ${(event as CustomEvent<number>).detail}, refusing`);
  event.preventDefault();
}, { once: true });

thermostat.set(22);
thermostat.set(35);
console.log("now:", thermostat.celsius);
thermostat.set(35);
console.log("now:", thermostat.celsius);

/* Output:
change: 20 -> 22
change: 22 -> 35
overheat at 35, refusing
now: 22
change: 22 -> 35
now: 35
*/
