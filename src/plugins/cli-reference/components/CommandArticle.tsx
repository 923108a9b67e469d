/** A command's page: what it does, how it is called, its guide, then every section of its help. */
import React, {type ReactNode} from 'react';
import type {CliCommand, CliModel} from '../generate';
import {COMMAND_GUIDES, DOWNLOADED_HELP} from '../data';
import {GlobalOptions, HelpSection} from './Section';
import {CodeLines, HelpParagraphs, HelpText} from './HelpText';

/** The about text, usage line, guide link and where the page came from. */
function CommandIntro({command, version}: {command: CliCommand; version: string}): ReactNode {
  const {help, name} = command;
  const guide = COMMAND_GUIDES[name];
  return (
    <>
      <HelpParagraphs paragraphs={help ? help.about : [command.summary]} />
      {help ? <CodeLines lines={[help.usage]} /> : null}
      {guide ? (
        <p>
          How to use it, with examples:{' '}
          <a href={guide}>
            the guide to <code>{`deno ${name}`}</code>
          </a>
          .
        </p>
      ) : null}
      {help ? (
        <p className="cli-reference-source">
          Generated from <code>{`deno ${name} --help=full`}</code> of Deno {version}.
        </p>
      ) : null}
    </>
  );
}

/** Why a command whose help deno downloads has no options listed here. */
function DownloadedHelpNote({name}: {name: string}): ReactNode {
  return (
    <div className="alert alert--info" role="note">
      <p>
        <HelpText text={DOWNLOADED_HELP[name] ?? 'This command prints no help here.'} />
      </p>
    </div>
  );
}

/** A command's article: title, intro, each section of its help, then the global options. */
export function CommandArticle({command, model}: {command: CliCommand; model: CliModel}): ReactNode {
  const {help} = command;
  return (
    <>
      <h1>{`deno ${command.name}`}</h1>
      <CommandIntro command={command} version={model.version} />
      {help ? null : <DownloadedHelpNote name={command.name} />}
      {help?.sections.map((section, i) => (
        <HelpSection key={i} section={section} />
      ))}
      <GlobalOptions model={model} help={help} />
    </>
  );
}
