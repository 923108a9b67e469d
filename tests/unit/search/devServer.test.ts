/** The search index on `npm start`: made on the first search after a content load, not at each load. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterEach, describe, expect, it} from 'vitest';
import searchPlugin from '../../../src/plugins/search';
import type {SearchGlobalData, SearchPluginOptions} from '../../../src/plugins/search/config';

type Handler = {name: string; middleware: (req: {url: string}, res: unknown) => void};

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

async function loaded(env: string, body: string) {
  process.env.NODE_ENV = env;
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
  fs.writeFileSync(path.join(siteDir, 'page.md'), `# Kv watch\n\n${body}\n`);
  const options: SearchPluginOptions = {mode: 'local', language: 'en', missingResultsUrl: 'https://x/{query}'};
  const plugin = searchPlugin({siteDir, baseUrl: '/'} as LoadContext, options);
  let data: SearchGlobalData | undefined;
  const doc = {title: 'Kv watch', description: 'd', permalink: '/runtime/kv', source: '@site/page.md', unlisted: false};
  const allContent = {
    'docusaurus-plugin-content-docs': {runtime: {loadedVersions: [{versionName: 'current', docs: [doc]}]}},
  };
  await plugin.allContentLoaded!({
    allContent,
    actions: {setGlobalData: (d: unknown) => (data = d as SearchGlobalData)},
  } as never);
  return {plugin, data: data!};
}

function ask(plugin: ReturnType<typeof searchPlugin>, url: string): Promise<{status: number; body: unknown}> {
  const config = plugin.configureWebpack!({}, false, {} as never, undefined) as {
    devServer: {setupMiddlewares: (list: unknown[]) => unknown[]};
  };
  const list: unknown[] = [];
  config.devServer.setupMiddlewares(list);
  const {middleware} = list[0] as Handler;
  return new Promise((resolve) => {
    const res = {
      statusCode: 0,
      setHeader: () => undefined,
      end(text: string) {
        resolve({status: this.statusCode, body: JSON.parse(text)});
      },
    };
    middleware({url}, res);
  });
}

describe('search on the dev server', () => {
  it('points the browser at the dev middleware, which makes the index from the latest content', async () => {
    const {plugin, data} = await loaded('development', 'Watch a key for changes.');
    expect([data.indexUrl, data.textsUrl]).toEqual(['/__search/index.json', '/__search/texts.json']);
    const index = await ask(plugin, '/index.json');
    expect(index.status).toBe(200);
    expect(JSON.stringify(index.body)).toContain('Kv watch');
    expect((await ask(plugin, '/texts.json')).status).toBe(200);
    expect((await ask(plugin, '/other.json')).status).toBe(404);
  });

  it('makes the index again after the content is loaded again', async () => {
    const first = await loaded('development', 'First text.');
    await ask(first.plugin, '/texts.json');
    await first.plugin.allContentLoaded!({
      allContent: {},
      actions: {setGlobalData: () => undefined},
    } as never);
    expect(JSON.stringify((await ask(first.plugin, '/texts.json')).body)).not.toContain('First text');
  });

  it('writes hashed files in a build', async () => {
    const {data} = await loaded('production', 'Watch.');
    expect(data.indexUrl).toMatch(/^\/search-index\.[0-9a-f]{10}\.json$/);
  });
});
