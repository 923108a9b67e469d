import React, {type ReactNode} from 'react';
import {Breadcrumbs, PreparedFrame, SideNav, type Crumb, type TocHeading} from '../../prepared-pages/Layout';
import type {CliModel} from '../generate';
import {CLI_BASE, ENV_VARS_ROUTE} from '../data';
import {commandPath} from '../paths';
import {commandGroups} from '../outline';

/** The CLI sidebar: the overview pages, then every command by group; `currentPath` is marked. */
function CliSideNav({model, currentPath}: {model: CliModel; currentPath: string}): ReactNode {
  const groups = [
    {
      title: 'CLI reference',
      links: [
        {label: 'All commands', href: CLI_BASE},
        {label: 'Environment variables', href: ENV_VARS_ROUTE},
      ],
    },
    ...commandGroups(model).map((group) => ({
      title: group.title,
      links: group.commands.map((c) => ({label: `deno ${c.name}`, href: commandPath(c.name), code: true})),
    })),
  ];
  return <SideNav label="CLI reference" groups={groups} currentPath={currentPath} />;
}

/** A reference page's article under its breadcrumbs, between the CLI sidebar and its table of contents. */
export function CliFrame({
  model,
  path,
  crumbs,
  headings,
  children,
}: {
  model: CliModel;
  path: string;
  crumbs: readonly Crumb[];
  headings: readonly TocHeading[];
  children: ReactNode;
}): ReactNode {
  return (
    <PreparedFrame sideNav={<CliSideNav model={model} currentPath={path} />} headings={headings}>
      <Breadcrumbs items={crumbs} />
      <article className="markdown">{children}</article>
    </PreparedFrame>
  );
}
