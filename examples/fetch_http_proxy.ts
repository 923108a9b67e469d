/**
 * title: Send fetch requests through an HTTP proxy
 * description: Route fetch traffic through an HTTP proxy with Deno.createHttpClient, including proxy credentials.
 * category: web-apis
 * check: run --allow-net=127.0.0.1
 * keywords: proxy, createHttpClient, HttpClient, basicAuth, Proxy-Authorization, forward proxy
 */

// The destination server. It reports the request it received and the `via` header, so the
// output shows whether the request really went through the proxy.
const origin = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  (req) =>
    new Response(
      `origin: ${req.method} ${new URL(req.url).pathname} via=${
        req.headers.get("via")
      }`,
    ),
);

// A tiny forward proxy, so the example is self-contained. For plain `http:` URLs a client sends
// the whole request to the proxy, which checks the `proxy-authorization` header, forwards the
// request and streams the answer back.
const proxy = Deno.serve(
  { hostname: "127.0.0.1", port: 0, onListen() {} },
  async (req) => {
    const auth = req.headers.get("proxy-authorization");
    console.log(`proxy: ${req.method} ${new URL(req.url).pathname} (${auth})`);
    if (auth !== `Basic ${btoa("alice:s3cret")}`) {
      return new Response("proxy auth required", { status: 407 });
    }
    const headers = new Headers(req.headers);
    headers.delete("proxy-authorization");
    headers.set("via", "1.1 tiny-proxy");
    const upstream = await fetch(req.url, { method: req.method, headers });
    return new Response(upstream.body, { status: upstream.status });
  },
);

// `Deno.createHttpClient` builds a client whose connections go through the proxy. `basicAuth`
// makes Deno send the `Proxy-Authorization` header for you. Pass the client to each `fetch`
// call that should use it; other calls are unaffected.
const client = Deno.createHttpClient({
  proxy: {
    url: `http://127.0.0.1:${proxy.addr.port}`,
    basicAuth: { username: "alice", password: "s3cret" },
  },
});
const res = await fetch(`http://127.0.0.1:${origin.addr.port}/report`, {
  client,
});
console.log(res.status, await res.text());

// A client holds pooled connections, so close it when you are done, then stop both servers.
client.close();
await proxy.shutdown();
await origin.shutdown();

/* Output:
proxy: GET /report (Basic YWxpY2U6czNjcmV0)
200 origin: GET /report via=1.1 tiny-proxy
*/
