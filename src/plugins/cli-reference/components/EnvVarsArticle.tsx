import React, {type ReactNode} from 'react';
import type {CliModel} from '../generate';
import {PERMISSIONS_GUIDE} from '../data';
import {topEnvVars} from '../outline';
import {EnvVarEntry} from './EnvVar';

/** The environment variables page: every variable `deno --help` lists, with how a program reads its own. */
export function EnvVarsArticle({model}: {model: CliModel}): ReactNode {
  return (
    <>
      <h1>Environment variables</h1>
      <p>
        Deno {model.version} reads these environment variables, as <code>deno --help</code> lists them. To read
        variables from your own program, see{' '}
        <a href="/runtime/manual/basics/env_variables">Environment variables in your code</a>; to let a program read
        them, it needs{' '}
        <a href={`${PERMISSIONS_GUIDE}#--allow-env`}>
          <code>--allow-env</code>
        </a>
        .
      </p>
      {topEnvVars(model).map((envVar) => (
        <EnvVarEntry key={envVar.name} envVar={envVar} />
      ))}
    </>
  );
}
