/**
 * What each reference page holds, read from the CLI model: the index's groups of commands, the
 * global options a command page repeats, heading ids and an option's links. The page components
 * and their tables of contents both read it, so the two cannot disagree.
 */
import {createSlugger} from '@docusaurus/utils';
import type {CliEnvVar, CliHelp, CliOption, CliSection} from './help';
import type {CliCommand, CliModel} from './generate';
import {COMMAND_GROUPS, PERMISSIONS_GUIDE, PERMISSION_NAMES} from './data';
import {localDocsPath, optionAnchor} from './paths';

export interface CommandGroup {
  title: string;
  commands: CliCommand[];
}

/** The groups of the index page, with the commands the binary has; the rest in "Other commands". */
export function commandGroups(model: CliModel): CommandGroup[] {
  const listed = new Set(COMMAND_GROUPS.flatMap((g) => g.commands));
  const byName = new Map(model.commands.map((c) => [c.name, c]));
  return [
    ...COMMAND_GROUPS.map((g) => ({title: g.title, commands: g.commands})),
    {title: 'Other commands', commands: model.commands.map((c) => c.name).filter((name) => !listed.has(name))},
  ].map((group) => ({
    title: group.title,
    commands: group.commands.map((name) => byName.get(name)).filter((c): c is CliCommand => c !== undefined),
  }));
}

/** Heading ids as the docs pages make them (github-slugger, through Docusaurus). */
export function slugify(text: string): string {
  return createSlugger().slug(text, {maintainCase: false});
}

/** A section's heading: its title without the help's colon. */
export function sectionTitle(section: CliSection): string {
  return section.title.replace(/:$/, '');
}

/** `-c, --config`: the names an option goes by. */
export function optionNames(option: CliOption): string {
  return [option.short, option.long].filter(Boolean).join(', ');
}

export const GLOBAL_OPTIONS_ID = 'global-options';

/**
 * The options `deno --help` lists for every command (log level, quiet, env files), each with its
 * anchor on the page of a command with `help`, unless the command lists the same flag itself (that
 * entry has the anchor, and prose links to either). Undefined when the top help has no options.
 */
export function globalOptions(
  model: CliModel,
  help: CliHelp | null,
): {option: CliOption; anchor: string | undefined}[] | undefined {
  const options = model.top.sections.find((s) => s.title === 'Options')?.options;
  if (!options) return undefined;
  const own = new Set(help?.sections.flatMap((section) => section.options.map(optionAnchor)) ?? []);
  return options.map((option) => {
    const anchor = optionAnchor(option);
    return {option, anchor: own.has(anchor) ? undefined : anchor};
  });
}

/** The environment variables deno reads: the top help's section that lists them. */
export function topEnvVars(model: CliModel): CliEnvVar[] {
  return model.top.sections.find((s) => s.envVars.length > 0)?.envVars ?? [];
}

function isPermissionFlag(option: CliOption): boolean {
  return /^--(allow|deny|ignore)-/.test(option.long ?? '') || option.long === '--no-prompt';
}

/** Where to read more about an option: its docs links here, and the permissions guide for a permission flag. */
export function optionLinks(option: CliOption): string[] {
  const links = option.docs.map((url) => localDocsPath(url));
  if (isPermissionFlag(option)) {
    const name = /^--allow-([a-z]+)$/.exec(option.long ?? '')?.[1];
    links.push(
      name && (PERMISSION_NAMES as readonly string[]).includes(name)
        ? `${PERMISSIONS_GUIDE}#--allow-${name}`
        : PERMISSIONS_GUIDE,
    );
  }
  return [...new Set(links)];
}
