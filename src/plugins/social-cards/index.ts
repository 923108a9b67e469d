/**
 * Social cards plugin: after the build, every page with a title gets a link-preview image of its
 * own (cards.ts): its og:image and twitter:image point at a 1200x630 PNG with its title, its
 * section and the site's name and logo. Pages without a title, and the home page (the default
 * card, static/img/social-card.png, is drawn for it), keep themeConfig.image.
 *
 * The API reference writes its ~1,100 pages in its own postBuild, which runs alongside this one,
 * so it sets their cards itself with the same SocialCards (src/plugins/api-reference/index.ts);
 * this plugin leaves its route alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {API_SHELL_ROUTE} from '../api-reference/pages';
import {SocialCards} from './cards';
import {pageTitle, withSocialImage} from './html';

/** No settings: the API reference draws its cards with the same defaults (cards.ts). */
export interface SocialCardsPluginOptions {
  id?: string;
}

/** The HTML file Docusaurus writes for a route (`/x` is `x/index.html`, `/404.html` itself). */
export function htmlFileOf(outDir: string, route: string): string {
  return route.endsWith('.html') ? path.join(outDir, route) : path.join(outDir, route, 'index.html');
}

/** Routes whose pages get a card here: not the home page, not the API reference's. */
export function cardRoutes(routesPaths: readonly string[]): string[] {
  const isApi = (route: string): boolean => route === API_SHELL_ROUTE || route.startsWith(`${API_SHELL_ROUTE}/`);
  return [...new Set(routesPaths)].filter((route) => route !== '/' && !isApi(route));
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
