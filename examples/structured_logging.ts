/**
 * title: Write structured JSON logs
 * description: Log one JSON object per line with a level, a message and fields, filter by LOG_LEVEL, and bind request context with child loggers.
 * category: cli
 * check: run --allow-env=LOG_LEVEL
 * env: LOG_LEVEL=info
 * keywords: json logs, ndjson, log levels, logger, child logger, context, pino, LOG_LEVEL
 */

// A structured log line is data, not prose: one JSON object per line (NDJSON) with fixed keys
// such as `time`, `level` and `msg`, plus fields. Log collectors can then filter and count by
// field instead of parsing sentences. The levels get numbers so they can be compared.
const LEVELS = { debug: 10, info: 20, warn: 30, error: 40 } as const;
type Level = keyof typeof LEVELS;
type Fields = Record<string, unknown>;

// `JSON.stringify` turns an `Error` into `{}`, so a replacer copies its name and message (add
// `stack` in real use; it is left out here because it holds file paths).
function replacer(_key: string, value: unknown): unknown {
  return value instanceof Error
    ? { name: value.name, message: value.message }
    : value;
}

// A logger carries a minimum level, a clock and fields bound to it. `child()` returns a logger
// with more bound fields, so every line about one request carries its id without repeating it.
class Logger {
  constructor(
    readonly minLevel: Level,
    readonly now: () => Date,
    readonly bound: Fields = {},
  ) {}
  child(fields: Fields): Logger {
    return new Logger(this.minLevel, this.now, { ...this.bound, ...fields });
  }
  log(level: Level, msg: string, fields: Fields = {}): void {
    if (LEVELS[level] < LEVELS[this.minLevel]) return;
    const record = {
      time: this.now().toISOString(),
      level,
      msg,
      ...this.bound,
      ...fields,
    };
    console.log(JSON.stringify(record, replacer));
  }
  debug = (msg: string, fields?: Fields) => this.log("debug", msg, fields);
  info = (msg: string, fields?: Fields) => this.log("info", msg, fields);
  warn = (msg: string, fields?: Fields) => this.log("warn", msg, fields);
  error = (msg: string, fields?: Fields) => this.log("error", msg, fields);
}

// The level comes from the environment, so production can run at `info` and a developer at
// `debug` without a code change. The clock is fixed here only to make the output below
// reproducible; a real program passes `() => new Date()`.
const envLevel = Deno.env.get("LOG_LEVEL") ?? "info";
const minLevel: Level = Object.hasOwn(LEVELS, envLevel)
  ? envLevel as Level
  : "info";
const log = new Logger(minLevel, () => new Date("2026-11-29T09:30:00.000Z"), {
  app: "shop",
});

log.info("server started", { port: 8000 });
log.debug("cache warmed", { entries: 120 }); // dropped at LOG_LEVEL=info
const req = log.child({ requestId: "r-42", path: "/checkout" });
req.info("request received");
req.warn("slow query", { table: "orders", ms: 812 });
req.error("payment failed", { err: new TypeError("card declined") });

/* Output:
{"time":"2026-11-29T09:30:00.000Z","level":"info","msg":"server started","app":"shop","port":8000}
{"time":"2026-11-29T09:30:00.000Z","level":"info","msg":"request received","app":"shop","requestId":"r-42","path":"/checkout"}
{"time":"2026-11-29T09:30:00.000Z","level":"warn","msg":"slow query","app":"shop","requestId":"r-42","path":"/checkout","table":"orders","ms":812}
{"time":"2026-11-29T09:30:00.000Z","level":"error","msg":"payment failed","app":"shop","requestId":"r-42","path":"/checkout","err":{"name":"TypeError","message":"card declined"}}
*/
