/** An option of a command's help: its syntax as a heading, then what the help says about it. */
import React, {type ReactNode} from 'react';
import type {CliOption} from '../help';
import {optionAnchor} from '../paths';
import {optionLinks, optionNames} from '../outline';
import {AnchorHeading} from '../../prepared-pages/parts';
import {CodeLines, HelpParagraphs} from './HelpText';
import {Joined} from '../../prepared-pages/parts';

/** How the option is written: `-c, --config <FILE>`. */
export function OptionSyntax({option}: {option: CliOption}): ReactNode {
  return <code>{`${optionNames(option)}${option.value}`}</code>;
}

/** "Default: `80`. Accepted values: `always`, `never`." when the help gives either. */
function OptionFacts({option}: {option: CliOption}): ReactNode {
  const facts: ReactNode[] = [];
  if (option.defaultValue !== undefined) {
    facts.push(
      <>
        Default: <code>{option.defaultValue}</code>
      </>,
    );
  }
  if (option.possibleValues) {
    const values = option.possibleValues.map((value) => <code key={value}>{value}</code>);
    facts.push(
      <>
        Accepted values: <Joined items={values} separator=", " />
      </>,
    );
  }
  if (facts.length === 0) return null;
  return (
    <p>
      <Joined items={facts} separator=". " />.
    </p>
  );
}

/** "More: <links>", to the guides that explain the option. */
function MoreLinks({hrefs}: {hrefs: readonly string[]}): ReactNode {
  if (hrefs.length === 0) return null;
  const links = hrefs.map((href) => (
    <a key={href} href={href}>
      {href}
    </a>
  ));
  return (
    <p>
      More: <Joined items={links} separator=", " />
    </p>
  );
}

/** An option's entry: heading (with its unstable mark), description, facts, examples and links. */
export function OptionEntry({option}: {option: CliOption}): ReactNode {
  const anchor = optionAnchor(option);
  // `--allow-read  |  --allow-read="/etc"`: one example a line.
  const examples = option.examples.map((example) => example.split(/\s+\|\s+/).join('\n'));
  return (
    <>
      <AnchorHeading level={3} id={anchor} label={anchor}>
        <OptionSyntax option={option} />
        {option.unstable ? (
          <>
            {' '}
            <span className="cli-unstable">unstable</span>
          </>
        ) : null}
      </AnchorHeading>
      <HelpParagraphs paragraphs={option.description} />
      <OptionFacts option={option} />
      {examples.length > 0 ? <CodeLines lines={examples} /> : null}
      <MoreLinks hrefs={optionLinks(option)} />
    </>
  );
}
