import React, {Fragment, type ReactNode} from 'react';
import type {CliModel} from '../generate';
import {ENV_VARS_ROUTE} from '../data';
import {commandPath} from '../paths';
import {commandGroups, slugify} from '../outline';
import {AnchorHeading} from '../../prepared-pages/parts';
import {HelpText} from './HelpText';

/** The CLI index: every command by group, each a link to its page and the one line `deno --help` gives it. */
export function IndexArticle({model}: {model: CliModel}): ReactNode {
  return (
    <>
      <h1>CLI reference</h1>
      <p>
        Every command of the <code>deno</code> executable, version {model.version}, generated from its own help. Each
        page lists every option with its value, default and accepted values; the environment variables deno reads are on{' '}
        <a href={ENV_VARS_ROUTE}>their own page</a>.
      </p>
      {commandGroups(model)
        .filter((group) => group.commands.length > 0)
        .map((group) => (
          <Fragment key={group.title}>
            <AnchorHeading level={2} id={slugify(group.title)} label={group.title}>
              {group.title}
            </AnchorHeading>
            <ul>
              {group.commands.map((command) => (
                <li key={command.name}>
                  <a href={commandPath(command.name)}>
                    <code>{`deno ${command.name}`}</code>
                  </a>
                  : <HelpText text={command.summary} />
                </li>
              ))}
            </ul>
          </Fragment>
        ))}
    </>
  );
}
