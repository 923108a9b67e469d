/**
 * title: Show rich output in a Jupyter notebook
 * description: Give an object an HTML view for the Deno Jupyter kernel with Symbol.for("Jupyter.display"), and fall back to text outside a notebook.
 * category: tooling
 * check: run
 * keywords: jupyter, notebook, deno jupyter, Deno.jupyter.display, Jupyter.display, MediaBundle, html, rich output
 */

// In a notebook run by the Deno kernel (`deno jupyter --install` registers it), the value of a
// cell's last expression is shown by asking it for a *media bundle*: an object that maps MIME
// types to content. Any object can offer one through a method keyed by
// `Symbol.for("Jupyter.display")`, the same symbol as `Deno.jupyter.$display`; the kernel sends
// that bundle to the notebook as it is. (`escape` makes text safe to put in HTML.)
import { escape } from "jsr:@std/html@^1/entities";

const $display = Symbol.for("Jupyter.display");

type Cell = string | number;

class Table {
  constructor(private columns: string[], private rows: Cell[][]) {}

  // The bundle's type comes from Deno's own declarations. Plain text is always worth including:
  // it is what a console or a text-only frontend shows.
  [$display](): Deno.jupyter.MediaBundle {
    const cells = (row: Cell[], tag: string) =>
      row.map((c) => `<${tag}>${escape(String(c))}</${tag}>`).join("");
    const html = `<table><tr>${cells(this.columns, "th")}</tr>` +
      this.rows.map((row) => `<tr>${cells(row, "td")}</tr>`).join("") +
      "</table>";
    const line = (row: Cell[]) =>
      row.map((cell) => String(cell).padEnd(14)).join("");
    const text = [this.columns, ...this.rows].map(line).join("\n");
    return { "text/html": html, "text/plain": text };
  }
}

const sales = new Table(["region", "units"], [
  ["North", 120],
  ["South <new>", 80],
]);

// `Deno.jupyter` exists only inside the kernel; anywhere else, merely reading it throws. Checking
// for it lets one module serve both: in a notebook, `Deno.jupyter.display` renders the table in
// the middle of a cell; in a terminal, the program prints both views of the bundle itself.
function inNotebook(): boolean {
  try {
    return typeof Deno.jupyter.display === "function";
  } catch {
    return false;
  }
}

if (inNotebook()) {
  await Deno.jupyter.display(sales);
} else {
  const bundle = sales[$display]();
  console.log(bundle["text/plain"]);
  console.log(bundle["text/html"]);
}

/* Output:
region        units
North         120
South <new>   80
<table><tr><th>region</th><th>units</th></tr><tr><td>North</td><td>120</td></tr><tr><td>South &lt;new&gt;</td><td>80</td></tr></table>
*/
