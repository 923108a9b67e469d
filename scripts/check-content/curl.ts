/**
 * The `$ curl ...` lines of a server example's output, done with fetch: the options the examples
 * may use (AUTHORING.md, "Examples"), behaving as curl does, and nothing else.
 */
import {shellWords} from '../../src/plugins/gallery/source';

export interface CurlRequest {
  method: string;
  url: string;
  headers: [string, string][];
  body?: string;
  /** `-o /dev/null`: the body is not printed. */
  dropBody: boolean;
  /** `-w` format: `%{http_code}` and `\n` are known. */
  writeOut?: string;
}

export interface CurlStep {
  line: string;
  request: CurlRequest;
  /** The lines shown after the curl line, up to the next one. */
  lines: string[];
}

/** Splits the output comment into curl lines and what each printed; throws on an unknown option. */
export function curlSteps(output: string): CurlStep[] {
  const steps: CurlStep[] = [];
  for (const line of output.split('\n')) {
    if (line.startsWith('$ ')) {
      steps.push({line, request: parseCurl(line.slice(2)), lines: []});
    } else if (steps.length > 0) {
      const last = steps[steps.length - 1]!;
      last.lines.push(line);
    }
  }
  return steps;
}

export function parseCurl(command: string): CurlRequest {
  const words = shellWords(command);
  if (words[0] !== 'curl') throw new Error(`\`${command}\`: only curl commands are run against a server example`);
  const request: CurlRequest = {method: '', url: '', headers: [], dropBody: false};
  for (let i = 1; i < words.length; i++) {
    const word = words[i]!;
    const value = (): string => {
      const next = words[++i];
      if (next === undefined) throw new Error(`\`${command}\`: ${word} needs a value`);
      return next;
    };
    if (word === '-s' || word === '--silent') continue;
    else if (word === '-X' || word === '--request') request.method = value();
    else if (word === '-H' || word === '--header') {
      const header = value();
      const colon = header.indexOf(':');
      if (colon < 1) throw new Error(`\`${command}\`: header \`${header}\` is not "Name: value"`);
      request.headers.push([header.slice(0, colon).trim(), header.slice(colon + 1).trim()]);
    } else if (word === '-d' || word === '--data') request.body = value();
    else if (word === '-o' || word === '--output') {
      if (value() !== '/dev/null') throw new Error(`\`${command}\`: only -o /dev/null is supported`);
      request.dropBody = true;
    } else if (word === '-w' || word === '--write-out') request.writeOut = value();
    else if (word.startsWith('-')) throw new Error(`\`${command}\`: curl option ${word} is not supported here`);
    else if (request.url) throw new Error(`\`${command}\`: one URL per curl line`);
    else request.url = word;
  }
  if (!/^https?:\/\/localhost:8000(\/|$)/.test(request.url)) {
    throw new Error(`\`${command}\`: the URL must be http://localhost:8000/... (the checker puts the real port in)`);
  }
  request.method ||= request.body !== undefined ? 'POST' : 'GET';
  return request;
}

/** What curl prints for the request sent to `origin` (the server's real address). */
export async function runCurl(request: CurlRequest, origin: string, timeoutMs: number): Promise<string> {
  const url = request.url.replace(/^https?:\/\/localhost:8000/, origin.replace(/\/$/, ''));
  const headers = new Headers(request.headers);
  if (request.body !== undefined && !headers.has('content-type')) {
    headers.set('content-type', 'application/x-www-form-urlencoded'); // what curl -d sends
  }
  const response = await fetch(url, {
    method: request.method,
    headers,
    ...(request.body !== undefined ? {body: request.body} : {}),
    redirect: 'manual',
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = await response.text();
  const writeOut = (request.writeOut ?? '').replaceAll('%{http_code}', String(response.status)).replaceAll('\\n', '\n');
  return (request.dropBody ? '' : body) + writeOut;
}
