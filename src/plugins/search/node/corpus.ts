/**
 * The site's search records straight from the content folders, without a Docusaurus build: for
 * the relevance tests and `npm run bench:search`. Routes follow the docs plugin's rules for this
 * site (folder per instance, `index` pages at their folder's path, `slug` front matter, numeric
 * prefixes dropped); the build's own records come from the plugin (`collectRecords`).
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {docsInstances, instanceLabel} from '../../../data/docsInstances';
import {productForPath} from '../../../data/products';
import type {SearchRecord} from '../engine';
import {recordsFromPage} from './records';
import {cliReferenceRecords} from '../../cli-reference/index';
import {apiReferenceRecords} from '../../api-reference/index';

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name.startsWith('_') ? [] : walk(full);
    return /\.mdx?$/.test(name) && !name.startsWith('_') ? [full] : [];
  });
}

function frontMatter(source: string): Record<string, unknown> {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
  if (!match) return {};
  const data: unknown = parseYaml(match[1]!);
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {};
}

function stringField(data: Record<string, unknown>, key: string): string | undefined {
  const value = data[key];
  return typeof value === 'string' ? value : undefined;
}

export function permalinkOf(instance: string, relativeFile: string, slug: string | undefined): string {
  const dirs = path
    .dirname(relativeFile)
    .split(path.sep)
    .filter((s) => s && s !== '.');
  const base = path.basename(relativeFile).replace(/\.mdx?$/, '');
  const strip = (segment: string) => segment.replace(/^\d+[-_.]/, '');
  if (slug !== undefined) {
    const resolved = slug.startsWith('/') ? slug : `/${[...dirs.map(strip), slug].join('/')}`;
    return `/${instance}${resolved}`;
  }
  // A folder's own page (index, README, or named like the folder) is served at `folder/`.
  if (/^(index|readme)$/i.test(base) || base === dirs.at(-1)) {
    return `/${[instance, ...dirs.map(strip)].join('/')}/`;
  }
  return `/${[instance, ...dirs.map(strip), strip(base)].join('/')}`;
}

export interface CorpusPage {
  permalink: string;
  file: string;
  title: string;
}

export function corpusPages(siteDir: string): CorpusPage[] {
  return docsInstances.flatMap(({id}) =>
    walk(path.join(siteDir, id)).map((file) => {
      const source = readFileSync(file, 'utf8');
      const data = frontMatter(source);
      const h1 = /^# (.+)$/m.exec(source)?.[1];
      return {
        permalink: permalinkOf(id, path.relative(path.join(siteDir, id), file), stringField(data, 'slug')),
        file,
        title: stringField(data, 'title') ?? h1 ?? path.basename(file).replace(/\.mdx?$/, ''),
      };
    }),
  );
}

/** Every record the built site has: docs pages, then the generated references. */
export function corpusRecords(siteDir: string, language = 'en'): SearchRecord[] {
  return [...docsRecords(siteDir, language), ...cliReferenceRecords(), ...apiReferenceRecords()];
}

function docsRecords(siteDir: string, language: string): SearchRecord[] {
  return corpusPages(siteDir).flatMap((page) => {
    const source = readFileSync(page.file, 'utf8');
    const instance = page.permalink.split('/')[1]!;
    const product = productForPath(page.permalink);
    return recordsFromPage({
      source,
      permalink: page.permalink,
      title: page.title,
      description: stringField(frontMatter(source), 'description'),
      lvl0: product?.name ?? instanceLabel(instance),
      product: product?.slug ?? instance,
      tag: `docs-${instance}-current`,
      language,
    });
  });
}
