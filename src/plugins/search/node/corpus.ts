/**
 * The site's search records straight from the content folders, without a Docusaurus build: for
 * the relevance tests and `npm run bench:search`. Pages and routes follow the docs plugin's rules
 * (src/plugins/docs/permalink.ts, which the content checker uses too); the build's own records
 * come from the plugin (`collectRecords`).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {docsInstances, instanceLabel} from '../../../data/docsInstances';
import {productForPath} from '../../../data/products';
import type {SearchRecord} from '../engine';
import {recordsFromPage} from './records';
import {cliReferenceRecords} from '../../cli-reference/index';
import {isPartialPath, markdownFiles, permalinkOf} from '../../docs/permalink';
import {apiReferenceRecords} from '../../api-reference/index';
import {nodeReferenceRecords} from '../../node-reference/index';
import {readExamples} from '../../gallery/files';
import {exampleSearchRecords} from '../../gallery/records';

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

export interface CorpusPage {
  permalink: string;
  file: string;
  title: string;
}

export function corpusPages(siteDir: string): CorpusPage[] {
  return docsInstances.flatMap(({id}) =>
    markdownFiles(path.join(siteDir, id)).flatMap((file) => {
      const sectionPath = path.relative(path.join(siteDir, id), file).split(path.sep).join('/');
      if (isPartialPath(sectionPath)) return [];
      const source = readFileSync(file, 'utf8');
      const data = frontMatter(source);
      const h1 = /^# (.+)$/m.exec(source)?.[1];
      return {
        permalink: permalinkOf({section: id, sectionPath, frontMatter: data}),
        file,
        title: stringField(data, 'title') ?? h1 ?? path.basename(file).replace(/\.mdx?$/, ''),
      };
    }),
  );
}

/** Every record the built site has: docs pages, then the generated references, then the examples. */
export function corpusRecords(siteDir: string, language = 'en'): SearchRecord[] {
  return [
    ...docsRecords(siteDir, language),
    ...cliReferenceRecords(),
    ...apiReferenceRecords(),
    ...nodeReferenceRecords(),
    ...exampleSearchRecords(readExamples(siteDir)),
  ];
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
      file: page.file,
    });
  });
}
