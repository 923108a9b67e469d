/**
 * Each page's table of contents, from the same outline as its content (outline.ts): the h2 of
 * each section or group, and the h3 of each option or environment variable that has an anchor.
 */
import React, {type ReactNode} from 'react';
import type {TocHeading} from '../prepared-pages/Layout';
import type {CliCommand, CliModel} from './generate';
import {optionAnchor} from './paths';
import {GLOBAL_OPTIONS_ID, commandGroups, globalOptions, sectionTitle, slugify, topEnvVars} from './outline';

/** A heading of the table of contents. */
function heading(id: string, level: 2 | 3, label: ReactNode): TocHeading {
  return {id, level, label};
}

const codeHeading = (id: string): TocHeading => heading(id, 3, <code>{id}</code>);

export function commandToc(command: CliCommand, model: CliModel): TocHeading[] {
  const sections = (command.help?.sections ?? []).flatMap((section) => {
    const title = sectionTitle(section);
    return [
      heading(slugify(title), 2, title),
      ...section.options.map((option) => codeHeading(optionAnchor(option))),
      ...section.envVars.map((envVar) => codeHeading(envVar.name)),
    ];
  });
  const global = globalOptions(model, command.help);
  if (!global) return sections;
  return [
    ...sections,
    heading(GLOBAL_OPTIONS_ID, 2, 'Global options'),
    ...global.flatMap(({anchor}) => (anchor === undefined ? [] : [codeHeading(anchor)])),
  ];
}

export function indexToc(model: CliModel): TocHeading[] {
  return commandGroups(model)
    .filter((group) => group.commands.length > 0)
    .map((group) => heading(slugify(group.title), 2, group.title));
}

export function envVarsToc(model: CliModel): TocHeading[] {
  return topEnvVars(model).map((envVar) => codeHeading(envVar.name));
}
