/**
 * Every `Deno.<name>` a page uses, in prose or in code, must be declared by the pinned deno
 * (`deno types`): this catches invented APIs and ones since removed. The rule that finds and
 * resolves names is the one the reference uses to list a symbol's guides and to link inline code
 * (src/plugins/api-reference/guides.ts). A page that explains removed APIs (a migration guide)
 * or a partial name (the REPL's completion) lists them in its front matter (`undeclared_apis`), and each must really be undeclared.
 */
import {loadApiModel} from '../../src/plugins/api-reference/generate';
import {denoMentions, symbolOfName} from '../../src/plugins/api-reference/guides';
import type {PageModel} from './markdown';
import type {RecordResult} from './types';

function undeclaredApis(page: PageModel): string[] {
  const value = page.frontMatter.undeclared_apis;
  return Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : [];
}

export function checkApiNames(page: PageModel, source: string, record: RecordResult): void {
  const model = loadApiModel();
  const removed = undeclaredApis(page);
  for (const name of removed) {
    const gone = !symbolOfName(model, name);
    record(
      'api-name',
      page.file,
      1,
      gone,
      gone ? undefined : `undeclared_apis lists ${name}, but deno ${model.version} declares it`,
    );
  }
  source.split('\n').forEach((text, index) => {
    for (const mention of denoMentions(text)) {
      if (removed.some((name) => mention.text === name || mention.text.startsWith(`${name}.`))) continue;
      const known = symbolOfName(model, mention.text) !== undefined;
      record(
        'api-name',
        page.file,
        index + 1,
        known,
        known
          ? undefined
          : `${mention.text} is not declared by deno ${model.version} (deno types): a typo, an API that does not exist, or one removed (a page that means it lists it in undeclared_apis)`,
      );
    }
  });
}
