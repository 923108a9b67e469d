/** The REST API viewer's loading (src/components/ApiViewer/loadViewer.ts): what a failure says. */
import {describe, expect, it} from 'vitest';
import {failureMessage, fetchOpenApiDocument, forViewer, loadViewer} from '../../src/components/ApiViewer/loadViewer';

const answer =
  (body: string, init?: ResponseInit): typeof fetch =>
  () =>
    Promise.resolve(new Response(body, init));
const networkDown: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));
const scriptLoads = () => Promise.resolve();

/** The message a failed load shows. */
async function messageFor(load: Promise<unknown>): Promise<string> {
  return load.then(
    () => 'loaded',
    (error: unknown) => failureMessage(error),
  );
}

describe('fetchOpenApiDocument', () => {
  it('resolves to the parsed document', async () => {
    await expect(fetchOpenApiDocument('/openapi.json', answer('{"openapi":"3.1.0","paths":{}}'))).resolves.toEqual({
      openapi: '3.1.0',
      paths: {},
    });
  });

  it.each([
    [networkDown, 'the request failed (Failed to fetch)'],
    [answer('gone', {status: 404, statusText: 'Not Found'}), 'the server answered 404 Not Found'],
    [answer('<!doctype html>'), 'the response is not valid JSON'],
    [answer('{"hello":1}'), 'the response is not an OpenAPI document'],
  ])('says why it failed: %#', async (fetchUrl, reason) => {
    expect(await messageFor(fetchOpenApiDocument('/openapi.json', fetchUrl))).toBe(
      `The API description could not be loaded: ${reason}. Check your network connection, then try again.`,
    );
  });
});

describe('loadViewer', () => {
  it('resolves to the document once the script has loaded too', async () => {
    await expect(loadViewer('/openapi.json', scriptLoads, answer('{"paths":{}}'))).resolves.toEqual({paths: {}});
  });

  it('names the viewer when its script fails', async () => {
    const scriptFails = () => Promise.reject(new Error('Loading chunk 12 failed.'));
    expect(await messageFor(loadViewer('/openapi.json', scriptFails, answer('{"paths":{}}')))).toBe(
      'The interactive reference could not be loaded: its script could not be loaded (Loading chunk 12 failed). Check your network connection, then try again.',
    );
  });
});

describe('forViewer', () => {
  // RapiDoc throws while rendering an example with a null property (a queued revision's fields).
  it("leaves null properties out of the document's examples, and nothing else", () => {
    const document = {
      paths: {
        '/x': {
          post: {
            responses: {
              '202': {
                content: {
                  'application/json': {
                    schema: {type: ['string', 'null'], default: null},
                    example: {
                      id: 'r1',
                      failure_reason: null,
                      config: {build: null, entrypoint: 'main.ts'},
                      list: [{a: null, b: 1}],
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const shown = forViewer(document) as typeof document;
    const media = shown.paths['/x'].post.responses['202'].content['application/json'];
    expect(media.example).toEqual({id: 'r1', config: {entrypoint: 'main.ts'}, list: [{b: 1}]});
    expect(media.schema).toEqual({type: ['string', 'null'], default: null});
    expect(document.paths['/x'].post.responses['202'].content['application/json'].example.failure_reason).toBeNull();
  });
});
