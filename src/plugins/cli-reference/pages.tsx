/**
 * The CLI reference pages as static HTML, rendered by React at build time (renderToStaticMarkup;
 * JSX escapes the help text): a page per command, the index of all commands and the environment
 * variables page, each a prepared page (src/plugins/prepared-pages). Nothing here runs in the
 * browser. Loaded through render.ts, since the plugin's node side cannot load JSX itself.
 */
import React, {type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import type {Crumb, TocHeading} from '../prepared-pages/Layout';
import type {PreparedPage} from '../prepared-pages/page';
import type {CliCommand, CliModel} from './generate';
import {CLI_BASE, ENV_VARS_ROUTE} from './data';
import {commandPath} from './paths';
import {commandToc, envVarsToc, indexToc} from './toc';
import {CliFrame} from './components/CliFrame';
import {CommandArticle} from './components/CommandArticle';
import {IndexArticle} from './components/IndexArticle';
import {EnvVarsArticle} from './components/EnvVarsArticle';

const runtimeCrumb: Crumb = {label: 'Runtime', href: '/runtime'};

function framedHtml(
  page: {model: CliModel; path: string; crumbs: readonly Crumb[]; headings: readonly TocHeading[]},
  article: ReactNode,
): string {
  return renderToStaticMarkup(<CliFrame {...page}>{article}</CliFrame>);
}

export function renderCommandPage(command: CliCommand, model: CliModel): PreparedPage {
  const path = commandPath(command.name);
  const title = `deno ${command.name}`;
  return {
    path,
    title,
    description: `Every option of deno ${command.name} in Deno ${model.version}: ${command.summary}`,
    html: framedHtml(
      {
        model,
        path,
        crumbs: [runtimeCrumb, {label: 'CLI reference', href: CLI_BASE}, {label: title}],
        headings: commandToc(command, model),
      },
      <CommandArticle command={command} model={model} />,
    ),
  };
}

export function renderIndexPage(model: CliModel): PreparedPage {
  return {
    path: CLI_BASE,
    title: 'CLI reference',
    description: `Every command of the deno CLI ${model.version}, one line each, with a page of all its options.`,
    html: framedHtml(
      {model, path: CLI_BASE, crumbs: [runtimeCrumb, {label: 'CLI reference'}], headings: indexToc(model)},
      <IndexArticle model={model} />,
    ),
  };
}

export function renderEnvVarsPage(model: CliModel): PreparedPage {
  return {
    path: ENV_VARS_ROUTE,
    title: 'Environment variables',
    description: `The environment variables that deno ${model.version} reads, as deno --help lists them.`,
    html: framedHtml(
      {
        model,
        path: ENV_VARS_ROUTE,
        crumbs: [runtimeCrumb, {label: 'Environment variables'}],
        headings: envVarsToc(model),
      },
      <EnvVarsArticle model={model} />,
    ),
  };
}
