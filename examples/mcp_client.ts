/**
 * title: Connect to an MCP server and call its tools
 * description: Use the Model Context Protocol SDK's client to list a server's tools and resources, call a tool and read a resource.
 * category: services
 * check: run
 * keywords: mcp, model context protocol, client, tools, resources, json-rpc, npm:@modelcontextprotocol/sdk
 */

import { Client } from "npm:@modelcontextprotocol/sdk@^1/client/index.js";
import { McpServer } from "npm:@modelcontextprotocol/sdk@^1/server/mcp.js";
import { InMemoryTransport } from "npm:@modelcontextprotocol/sdk@^1/inMemory.js";
import { z } from "npm:zod@^4";

// A server to talk to. So that the example runs on its own, the server lives in the same
// program: one tool that looks up a country's capital and one resource holding a short text.
// (Handler parameter types are written out for the type checker.)
const server = new McpServer({ name: "atlas", version: "1.0.0" });
const capitals: Record<string, string> = { France: "Paris", Japan: "Tokyo" };
server.registerTool(
  "capital_of",
  {
    description: "Capital city of a country",
    inputSchema: { country: z.string() },
  },
  ({ country }: { country: string }) => ({
    content: [{ type: "text", text: capitals[country] ?? "unknown country" }],
  }),
);
server.registerResource(
  "readme",
  "docs://readme",
  { mimeType: "text/plain" },
  (uri: URL) => ({
    contents: [{ uri: uri.href, text: "Ask me for the capital of a country." }],
  }),
);

// The transport is the only part that depends on where the server runs. A linked in-memory
// pair connects the two here; for a server started as a subprocess use
// `StdioClientTransport`, and for a remote one `StreamableHTTPClientTransport`, with the rest
// of the client code unchanged. `connect` also performs the `initialize` handshake.
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await server.connect(serverSide);
const client = new Client({ name: "example-client", version: "1.0.0" });
await client.connect(clientSide);
console.log("connected to", client.getServerVersion()?.name);

// Discovery: a client asks what the server offers, as an AI app does before showing the tools
// to a model.
const { tools } = await client.listTools();
for (const tool of tools) console.log(`tool ${tool.name}: ${tool.description}`);
const { resources } = await client.listResources();
for (const resource of resources) console.log(`resource ${resource.uri}`);

// Calling a tool sends its arguments as JSON; the result is a list of content items. Reading
// a resource works the same way, by URI.
const result = await client.callTool({
  name: "capital_of",
  arguments: { country: "Japan" },
});
for (const item of result.content as { type: string; text?: string }[]) {
  if (item.type === "text") console.log("capital of Japan:", item.text);
}
const readme = await client.readResource({ uri: "docs://readme" });
const [first] = readme.contents;
console.log("readme:", "text" in first ? first.text : "(binary)");

await client.close();

/* Output:
connected to atlas
tool capital_of: Capital city of a country
resource docs://readme
capital of Japan: Tokyo
readme: Ask me for the capital of a country.
*/
