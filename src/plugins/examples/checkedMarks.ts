/**
 * Which examples the content checker has seen pass: an example's mark says "Checked" only when
 * the checker's result cache holds a passing result, under the checker's own key, for every check
 * the mark speaks for (a run block: its type-check and its run). The key names the block, every
 * other file of its page snapshot, the flags, the expected output and the deno version, so an
 * edited block is "not checked yet" until the checker has run on it.
 */
import {buildWorkspace, unfetchableReason, type PageWorkspace} from './blocks';
import type {CheckedExample} from './checkedExamples';
import {STAGE_INPUTS, checkKey, type KeyEnv, type PassedLookup} from './checkKey';
import type {CodeBlock} from './codeBlock';
import {executionOf} from './meta';

/** The examples whose every check behind the mark passed, as the cache says. */
export function passedExamples(
  examples: CheckedExample[],
  blocks: CodeBlock[],
  env: KeyEnv,
  provided: ReadonlyMap<string, string>,
  passed: PassedLookup,
): Set<CheckedExample> {
  // As the checker plans the blocks (scripts/check-content/plan.ts): the same workspace and refs.
  const workspace = buildWorkspace({blocks}, provided);
  return new Set(
    examples.filter((example) => {
      const keys = markKeys(example, workspace, env);
      return keys.length > 0 && keys.every(passed);
    }),
  );
}

/** The cache keys of the checks behind an example's mark. */
export function markKeys(example: CheckedExample, workspace: PageWorkspace, env: KeyEnv): string[] {
  const {block} = example;
  const snapshot = workspace.snapshotOf.get(block);
  const fileName = workspace.fileOf.get(block);
  if (!snapshot || !fileName) return [];
  const ref = {fileName, snapshot};
  const execution = executionOf(block.meta);
  const typecheck = checkKey('typecheck', STAGE_INPUTS.typecheck(env, ref));
  switch (example.check) {
    case 'type-checked':
      return [typecheck];
    case 'run':
    case 'tested':
      if (!execution) return [];
      return [
        typecheck,
        checkKey('run', STAGE_INPUTS.run(env, {...ref, ...execution, expected: example.output?.value})),
      ];
    case 'fails': {
      const expected = example.output?.value ?? '';
      return [checkKey('fails', STAGE_INPUTS.fails(env, {...ref, flags: execution?.flags ?? [], expected}))];
    }
    case 'parse-only':
      return [checkKey('lint', STAGE_INPUTS.lint(env, {...ref, reason: unfetchableReason(block, workspace) ?? ''}))];
  }
}
