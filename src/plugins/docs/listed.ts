/**
 * The listed (not unlisted) pages of every docs plugin instance, with the file each comes from:
 * what the plugins that work on all pages after loading (search, llms, the API reference's
 * guide lists) read from `allContentLoaded`.
 */
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';

export interface ListedDoc {
  /** The docs instance: runtime, deploy, subhosting, lint. */
  pluginId: string;
  versionName: string;
  permalink: string;
  title: string;
  description: string;
  /** Absolute path of the page's source file. */
  file: string;
}

export function listedDocs(allContent: AllContent, siteDir: string): ListedDoc[] {
  const docsContent = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent | undefined>;
  return Object.entries(docsContent).flatMap(([pluginId, content]) =>
    (content?.loadedVersions ?? []).flatMap((version) =>
      version.docs
        .filter((doc) => !doc.unlisted)
        .map((doc) => ({
          pluginId,
          versionName: version.versionName,
          permalink: doc.permalink,
          title: doc.title,
          description: doc.description,
          file: path.resolve(siteDir, doc.source.replace(/^@site\//, '')),
        })),
    ),
  );
}
