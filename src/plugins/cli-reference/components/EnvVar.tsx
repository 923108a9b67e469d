import React, {type ReactNode} from 'react';
import type {CliEnvVar} from '../help';
import {AnchorHeading} from '../../prepared-pages/parts';
import {CodeLines, HelpParagraphs} from './HelpText';

/** An environment variable deno reads: its name as a heading, its description and examples. */
export function EnvVarEntry({envVar}: {envVar: CliEnvVar}): ReactNode {
  return (
    <>
      <AnchorHeading level={3} id={envVar.name} label={envVar.name}>
        <code>{envVar.name}</code>
      </AnchorHeading>
      <HelpParagraphs paragraphs={envVar.description} />
      {envVar.examples.length > 0 ? <CodeLines lines={envVar.examples} /> : null}
    </>
  );
}
