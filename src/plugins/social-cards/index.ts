/**
 * Social cards plugin: after the build, every page with a title gets a link-preview image of its
 * own (cards.ts): its og:image and twitter:image point at a 1200x630 PNG with its title, its
 * section and the site's name and logo. Pages without a title, and the home page (the default
 * card, static/img/social-card.png, is drawn for it), keep themeConfig.image.
 *
 * The API and CLI references write their pages in their own postBuild (prepared pages), which runs
 * alongside this one, so they set their cards with the same SocialCards
 * (src/plugins/prepared-pages/shell.ts); this plugin leaves their routes alone.
 */
import fs from 'node:fs';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {API_SHELL_ROUTE} from '../api-reference/pages';
import {CLI_BASE, ENV_VARS_ROUTE} from '../cli-reference/data';
import {htmlFileOf} from '../prepared-pages/shell';
import {SocialCards} from './cards';
import {pageTitle, withSocialImage} from './html';

/** No settings: the API reference draws its cards with the same defaults (cards.ts). */
export interface SocialCardsPluginOptions {
  id?: string;
}

/** The shell routes of prepared pages, whose writers set their pages' cards (src/plugins/prepared-pages). */
const PREPARED_SHELL_ROUTES = [API_SHELL_ROUTE, CLI_BASE, ENV_VARS_ROUTE];

/** Routes whose pages get a card here: not the home page, not the prepared pages' shells. */
export function cardRoutes(routesPaths: readonly string[]): string[] {
  const isPrepared = (route: string): boolean =>
    PREPARED_SHELL_ROUTES.some((shell) => route === shell || route.startsWith(`${shell}/`));
  return [...new Set(routesPaths)].filter((route) => route !== '/' && !isPrepared(route));
}

export default function socialCardsPlugin(): Plugin {
  return {
    name: 'social-cards',

    async postBuild({outDir, routesPaths, siteConfig}) {
      const cards = await SocialCards.open({
        outDir,
        siteUrl: `${siteConfig.url}${siteConfig.baseUrl}`,
        siteName: siteConfig.title,
      });
      for (const route of cardRoutes(routesPaths)) {
        const file = htmlFileOf(outDir, route);
        if (!fs.existsSync(file)) continue;
        const html = fs.readFileSync(file, 'utf8');
        const title = pageTitle(html, siteConfig.title, siteConfig.titleDelimiter);
        if (!title) continue;
        // Renamed into place: another plugin's postBuild may read the page meanwhile.
        const temporary = `${file}.social-card`;
        fs.writeFileSync(temporary, withSocialImage(html, cards.imageUrl(route, title), file));
        fs.renameSync(temporary, file);
      }
      await cards.finish();
    },
  };
}

const optionsSchema = Joi.object<SocialCardsPluginOptions>({
  id: Joi.string(),
});

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<
  Partial<SocialCardsPluginOptions> | undefined,
  SocialCardsPluginOptions
>): SocialCardsPluginOptions {
  return validate(optionsSchema, options ?? {});
}
