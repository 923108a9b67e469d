/**
 * Pages as Markdown for people and tools: every docs page is also written next to its HTML as
 * `<path>.md` (plain Markdown, see markdown.ts), `/llms.txt` lists every page by product and
 * section with its description (the llms.txt proposal's shape), and `/llms-full.txt` holds all
 * pages' Markdown. Runs after the build (postBuild), from the docs plugin's loaded content.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {listedDocs} from '../docs/listed';
import {instanceLabel} from '../../data/docsInstances';
import {products, productForPath} from '../../data/products';
import {pageToMarkdown} from './markdown';
import {markdownPath} from './paths';
import {loadApiModel} from '../api-reference/generate';
import {LIBS, apiBase, categoriesOf, categoryPath} from '../api-reference/model';
import {loadCliModel} from '../cli-reference/generate';
import {renderAllPages} from '../cli-reference/render';

interface DocEntry {
  permalink: string;
  title: string;
  description: string;
  file: string;
}

/** The section a page belongs to within its product: "manual", "tutorials", "api", ... */
function sectionOf(permalink: string, basePath: string): string {
  const rest = permalink.slice(basePath.length).split('/').filter(Boolean)[0] ?? '';
  const names: Record<string, string> = {
    manual: 'Manual',
    tutorials: 'Tutorials',
    api: 'API reference',
    '': 'Overview',
  };
  return names[rest] ?? rest.charAt(0).toUpperCase() + rest.slice(1);
}

export interface ReferenceEntry {
  group: string;
  path: string;
  title: string;
  description: string;
}

/** The references written after the build: every CLI page, and the API's libraries and categories. */
export function referenceEntries(): ReferenceEntry[] {
  const cli = renderAllPages(loadCliModel()).map(({path: pagePath, title, description}) => ({
    group: 'CLI',
    path: pagePath,
    title,
    description,
  }));
  const model = loadApiModel();
  const api = LIBS.flatMap((lib) => [
    {group: 'APIs', path: apiBase(lib.id), title: lib.title, description: lib.description},
    ...categoriesOf(model, lib.id).map((category) => ({
      group: 'APIs',
      path: categoryPath(lib.id, category),
      title: `${lib.title}: ${category}`,
      description: `Every symbol of the ${category} category, each with a page of its own (also as Markdown).`,
    })),
  ]);
  return [...cli, ...api];
}

export function llmsTxt(
  siteTitle: string,
  tagline: string,
  origin: string,
  docs: DocEntry[],
  references: readonly ReferenceEntry[] = [],
): string {
  const lines = [
    `# ${siteTitle}`,
    '',
    `> ${tagline}`,
    '',
    'Every page is also available as Markdown at its URL with `.md` added.',
    '',
  ];
  const groups: {name: string; basePath: string; own: DocEntry[]}[] = products.map((product) => ({
    name: product.name,
    basePath: product.basePath,
    own: docs.filter((doc) => productForPath(doc.permalink)?.slug === product.slug),
  }));
  // Pages no product claims (the lint rule reference) are grouped under their docs instance.
  const unclaimed = docs.filter((doc) => productForPath(doc.permalink) === undefined);
  for (const base of new Set(unclaimed.map((doc) => doc.permalink.split('/')[1] ?? ''))) {
    groups.push({
      name: instanceLabel(base),
      basePath: `/${base}`,
      own: unclaimed.filter((doc) => doc.permalink.split('/')[1] === base),
    });
  }
  for (const {name, basePath, own} of groups) {
    if (own.length === 0) continue;
    lines.push(`## ${name}`, '');
    const sections = [...new Set(own.map((doc) => sectionOf(doc.permalink, basePath)))];
    for (const section of sections) {
      lines.push(`### ${section}`, '');
      for (const doc of own.filter((d) => sectionOf(d.permalink, basePath) === section)) {
        lines.push(`- [${doc.title}](${origin}${markdownPath(doc.permalink)}): ${doc.description}`);
      }
      lines.push('');
    }
  }
  if (references.length > 0) lines.push('## Reference', '');
  for (const group of new Set(references.map((r) => r.group))) {
    lines.push(`### ${group}`, '');
    for (const entry of references.filter((r) => r.group === group))
      lines.push(`- [${entry.title}](${origin}${markdownPath(entry.path)}): ${entry.description}`);
    lines.push('');
  }
  return lines.join('\n');
}

export default function llmsPlugin(context: LoadContext): Plugin<void> {
  let docs: DocEntry[] = [];
  return {
    name: 'llms',

    allContentLoaded({allContent}) {
      docs = listedDocs(allContent, context.siteDir);
    },

    async postBuild({outDir, siteConfig}) {
      const origin = siteConfig.url.replace(/\/$/, '');
      const byFile = new Map(docs.map((doc) => [doc.file, doc.permalink]));
      const full: string[] = [];
      for (const doc of docs) {
        const source = await readFile(doc.file, 'utf8');
        const markdown = pageToMarkdown({
          title: doc.title,
          description: doc.description,
          source,
          url: `${origin}${doc.permalink}`,
          resolveFileLink: (href) => {
            const [file = '', hash] = href.split('#');
            const target = byFile.get(path.resolve(path.dirname(doc.file), decodeURIComponent(file)));
            return target === undefined ? undefined : `${target}${hash ? `#${hash}` : ''}`;
          },
        });
        const out = path.join(outDir, markdownPath(doc.permalink));
        await mkdir(path.dirname(out), {recursive: true});
        await writeFile(out, markdown);
        full.push(markdown);
      }
      await writeFile(
        path.join(outDir, 'llms.txt'),
        llmsTxt(siteConfig.title, siteConfig.tagline, origin, docs, referenceEntries()),
      );
      await writeFile(path.join(outDir, 'llms-full.txt'), full.join('\n\n'));
    },
  };
}
