/**
 * title: Build an MCP server that offers a tool
 * description: Write a Model Context Protocol server with the official SDK that exposes a typed tool over stdio, ready for AI clients such as Claude Desktop or an IDE.
 * category: services
 * check: run
 * stdin: {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"demo","version":"1.0.0"}}}\n{"jsonrpc":"2.0","method":"notifications/initialized"}\n{"jsonrpc":"2.0","id":2,"method":"tools/list"}\n{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"celsius_to_fahrenheit","arguments":{"celsius":21.5}}}\n
 * keywords: mcp, model context protocol, tools, stdio, json-rpc, ai agent, npm:@modelcontextprotocol/sdk
 */

import { McpServer } from "npm:@modelcontextprotocol/sdk@^1/server/mcp.js";
import { StdioServerTransport } from "npm:@modelcontextprotocol/sdk@^1/server/stdio.js";
import { z } from "npm:zod@^4";

// An MCP server announces a name and a version to every client that connects.
const server = new McpServer({ name: "unit-converter", version: "1.0.0" });

// A tool has a name, a description the model reads to decide when to use it, and an input
// schema written with Zod. The SDK turns the schema into JSON Schema for `tools/list` and
// validates the arguments of every call before the handler runs, so the handler can trust its
// `celsius` (its type is spelled out for the type checker). A result is a list of content
// items; text is the simplest kind.
server.registerTool(
  "celsius_to_fahrenheit",
  {
    description: "Convert a temperature from degrees Celsius to Fahrenheit",
    inputSchema: { celsius: z.number() },
  },
  ({ celsius }: { celsius: number }) => ({
    content: [{
      type: "text",
      text: `${celsius} °C is ${celsius * 9 / 5 + 32} °F`,
    }],
  }),
);

// Over stdio, the client starts this program and exchanges JSON-RPC messages with it, one per
// line on stdin and stdout. Stdout therefore belongs to the protocol: log with `console.error`
// instead. A client's config would run it as `deno run https://.../mcp_server.ts`.
//
// This example's check plays the client by piping four messages into stdin: the `initialize`
// handshake, the `initialized` notification, a `tools/list` request and a `tools/call`. Each
// request gets one response line, and the server exits when stdin ends.
await server.connect(new StdioServerTransport());

/* Output:
{"result":{"protocolVersion":"2025-11-25","capabilities":{"tools":{"listChanged":true}},"serverInfo":{"name":"unit-converter","version":"1.0.0"}},"jsonrpc":"2.0","id":1}
{"result":{"tools":[{"name":"celsius_to_fahrenheit","description":"Convert a temperature from degrees Celsius to Fahrenheit","inputSchema":{"$schema":"http://json-schema.org/draft-07/schema#","type":"object","properties":{"celsius":{"type":"number"}},"required":["celsius"]},"execution":{"taskSupport":"forbidden"}}]},"jsonrpc":"2.0","id":2}
{"result":{"content":[{"type":"text","text":"21.5 °C is 70.7 °F"}]},"jsonrpc":"2.0","id":3}
*/
