/**
 * Loads what the REST API viewer needs: RapiDoc's script (it defines <rapi-doc>) and the OpenAPI
 * document. The page fetches the document itself and hands RapiDoc the parsed object, so a
 * failure is the page's to explain and retry; RapiDoc, given a URL, shows only "Unable to load
 * the Spec". Kept free of React so that unit tests can call it.
 */

/** Why loading failed, in words for the reader: which part, and the reason. */
export interface ViewerLoadFailure {
  part: 'document' | 'viewer';
  reason: string;
}

export class ViewerLoadError extends Error {
  constructor(readonly failure: ViewerLoadFailure) {
    super(`${failure.part}: ${failure.reason}`);
    this.name = 'ViewerLoadError';
  }
}

// Without a final full stop: the message goes inside a sentence.
const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).replace(/\.$/, '');

const documentFailure = (reason: string) => new ViewerLoadError({part: 'document', reason});

/** Fetches and parses the OpenAPI document; rejects with a ViewerLoadError that says why. */
export async function fetchOpenApiDocument(url: string, fetchUrl: typeof fetch = fetch): Promise<object> {
  let text: string;
  try {
    const response = await fetchUrl(url, {credentials: 'same-origin'});
    if (!response.ok) {
      throw documentFailure(`the server answered ${`${response.status} ${response.statusText}`.trim()}`);
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof ViewerLoadError) throw error;
    throw documentFailure(`the request failed (${messageOf(error)})`);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw documentFailure('the response is not valid JSON');
  }
  if (typeof document !== 'object' || document === null || !('paths' in document)) {
    throw documentFailure('the response is not an OpenAPI document');
  }
  return document;
}

/** A copy of `value` in which, inside an `example` (at any depth), null properties are left out. */
function viewerCopy(value: unknown, inExample: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => viewerCopy(item, inExample));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, inner]) => !(inExample && inner === null))
      .map(([key, inner]) => [key, viewerCopy(inner, inExample || key === 'example')]),
  );
}

/**
 * The document as the viewer gets it: RapiDoc 9 throws ("Cannot read properties of null (reading
 * 'value')") while rendering an example with a null property, which a queued revision has
 * (`failure_reason`, `build_finished_at`...). Its copy leaves those properties out of the examples;
 * static/openapi.json keeps them, and says so in the description.
 */
export function forViewer(document: object): object {
  return viewerCopy(document, false) as object;
}

/** The viewer's script and the document, fetched at once; resolves to the document. */
export async function loadViewer(
  specUrl: string,
  loadScript: () => Promise<unknown>,
  fetchUrl: typeof fetch = fetch,
): Promise<object> {
  const script = loadScript().catch((error: unknown) => {
    throw new ViewerLoadError({part: 'viewer', reason: `its script could not be loaded (${messageOf(error)})`});
  });
  const [, document] = await Promise.all([script, fetchOpenApiDocument(specUrl, fetchUrl)]);
  return forViewer(document);
}

/** What the notice says about a failure (any error: one that is not a ViewerLoadError too). */
export function failureMessage(error: unknown): string {
  const failure: ViewerLoadFailure =
    error instanceof ViewerLoadError ? error.failure : {part: 'viewer', reason: messageOf(error)};
  const what = failure.part === 'document' ? 'The API description' : 'The interactive reference';
  return `${what} could not be loaded: ${failure.reason}. Check your network connection, then try again.`;
}
