/**
 * title: Parse and write YAML
 * description: Read YAML, including anchors and multi-document files, into JavaScript values with @std/yaml, and write objects back as YAML.
 * category: encoding
 * check: run
 * keywords: yaml, yml, parse, stringify, parseAll, anchors, multi-document, kubernetes, docker compose, config
 */
import { parse, parseAll, stringify } from "jsr:@std/yaml@^1";

// `parse` reads one YAML document into plain objects, arrays, strings,
// numbers, booleans and `null`. Anchors (`&name`) and merge keys (`<<: *name`)
// are resolved, so shared defaults show up in every place that uses them.
const text = `
defaults: &defaults
  restart: always
  memory: 512M
services:
  web:
    <<: *defaults
    image: nginx:1.27
    ports: ["8080:80"]
  worker:
    <<: *defaults
    memory: 1G
    command: run --queue=emails
`;
const config = parse(text) as {
  services: Record<string, { image?: string; memory: string; restart: string }>;
};
console.log(config.services);

// Files such as Kubernetes manifests hold several documents separated by
// `---`. `parseAll` returns an array with one value per document.
const manifests = parseAll(`kind: Service
metadata: { name: api }
---
kind: Deployment
metadata: { name: api }
`) as { kind: string; metadata: { name: string } }[];
console.log(manifests.map((m) => `${m.kind}/${m.metadata.name}`));

// `stringify` writes a value as YAML. `sortKeys` gives a stable order, handy
// for files under version control. Strings that YAML would read as something
// else, like "yes" or "1.10", get quotes.
console.log(stringify(
  { version: "1.10", enabled: true, tags: ["edge", "beta"], answer: "yes" },
  { sortKeys: true },
));

// Invalid YAML throws a `YamlSyntaxError`, a subclass of `SyntaxError`,
// whose message points at the offending line and column.
try {
  parse("name: api\n  port: 80");
} catch (error) {
  console.log(`${(error as Error).name}: ${(error as Error).message}`);
}

/* Output:
{
  web: {
    restart: "always",
    memory: "512M",
    image: "nginx:1.27",
    ports: [ "8080:80" ]
  },
  worker: { restart: "always", memory: "1G", command: "run --queue=emails" }
}
[ "Service/api", "Deployment/api" ]
answer: 'yes'
enabled: true
tags:
  - edge
  - beta
version: '1.10'

YamlSyntaxError: Cannot read block: bad indentation of a mapping entry at line 2, column 7:
      port: 80
          ^
*/
