/** The sections of a command's page: one per section of its help, then the global options. */
import React, {type ReactNode} from 'react';
import type {CliHelp, CliSection} from '../help';
import type {CliModel} from '../generate';
import {localDocsPath, optionAnchor} from '../paths';
import {GLOBAL_OPTIONS_ID, globalOptions, sectionTitle, slugify} from '../outline';
import {AnchorHeading} from '../../prepared-pages/parts';
import {HelpText} from './HelpText';
import {OptionEntry, OptionSyntax} from './Option';
import {EnvVarEntry} from './EnvVar';

/** A section of the help (`Permission options`): its guide, then its options and environment variables. */
export function HelpSection({section}: {section: CliSection}): ReactNode {
  const title = sectionTitle(section);
  const guide = section.docs ? localDocsPath(section.docs) : undefined;
  return (
    <>
      <AnchorHeading level={2} id={slugify(title)} label={title}>
        {title}
      </AnchorHeading>
      {guide ? (
        <p>
          Guide: <a href={guide}>{guide}</a>
        </p>
      ) : null}
      {section.options.map((option) => (
        <OptionEntry key={optionAnchor(option)} option={option} />
      ))}
      {section.envVars.map((envVar) => (
        <EnvVarEntry key={envVar.name} envVar={envVar} />
      ))}
    </>
  );
}

/** The options every command takes, one line each, as `deno --help` lists them. */
export function GlobalOptions({model, help}: {model: CliModel; help: CliHelp | null}): ReactNode {
  const options = globalOptions(model, help);
  if (!options) return null;
  return (
    <>
      <AnchorHeading level={2} id={GLOBAL_OPTIONS_ID} label="Global options">
        Global options
      </AnchorHeading>
      <p>
        These work with every command, as <code>deno --help</code> lists them:
      </p>
      <ul>
        {options.map(({option, anchor}) => (
          <li key={optionAnchor(option)} id={anchor}>
            <OptionSyntax option={option} />: <HelpText text={option.description[0] ?? ''} />
          </li>
        ))}
      </ul>
    </>
  );
}
