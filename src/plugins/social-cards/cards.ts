/**
 * The build's cards: a card per (title, section), named by the hash of what it draws, drawn once
 * per build and kept in a cache between builds, so a warm build draws nothing. Two pages with the
 * same title in the same section share one file. Pages get their card's URL at once (imageUrl);
 * the cards are written together at the end (finish), deflated on the thread pool.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {productForPath} from '../../data/products';
import {docsInstances, instanceLabel} from '../../data/docsInstances';
import {API_REFERENCE_LVL0} from '../search/engine';
import {CLI_BASE} from '../cli-reference/data';
import {drawBackground, drawCard, layoutTitle, type CardTemplate, type CardText} from './card';
import {loadCardFont} from './font';

const REPO_ROOT = path.resolve(__dirname, '../../..');
export const DEFAULT_CACHE_DIR = path.join(REPO_ROOT, 'node_modules', '.cache', 'social-cards');
export const DEFAULT_FONT_FILE = path.join(REPO_ROOT, 'static', 'fonts', 'inter-latin-wght-normal.woff2');
const LOGO_FILE = path.join(REPO_ROOT, 'static', 'img', 'logo.svg');
/** Where cards go in the build, and so in their URLs. */
export const CARD_DIR = 'img/social';

/** The section named on a page's card: the API or CLI reference, a product, a docs instance, or none. */
export function sectionOf(route: string): string {
  const inside = (base: string): boolean => route === base || route.startsWith(`${base}/`);
  if (inside('/api')) return API_REFERENCE_LVL0;
  if (inside(CLI_BASE)) return 'CLI reference';
  const product = productForPath(route);
  if (product) return product.name;
  const instance = docsInstances.find((docs) => inside(`/${docs.id}`));
  return instance ? instanceLabel(instance.id) : '';
}

/** Hash of the drawing code and the logo: a change to either redraws every card. */
function templateHash(siteName: string): string {
  const hash = createHash('sha256').update(siteName).update(fs.readFileSync(LOGO_FILE));
  for (const name of fs.readdirSync(__dirname).sort()) {
    if (name.endsWith('.ts')) hash.update(name).update(fs.readFileSync(path.join(__dirname, name)));
  }
  return hash.digest('hex');
}

/** A card's file name: the hash of everything drawn on it. */
export function cardKey(card: CardText, template: string, font: string): string {
  return createHash('sha256')
    .update(JSON.stringify([template, font, card.product, card.title]))
    .digest('hex')
    .slice(0, 20);
}

export interface SocialCardsOptions {
  /** The build folder. */
  outDir: string;
  /** Absolute URL of the site root, e.g. `https://docs.deno.com/`. */
  siteUrl: string;
  siteName: string;
  cacheDir?: string;
  fontFile?: string;
}

/** Cards being encoded and written at once: enough to keep the thread pool busy, little memory. */
const IN_FLIGHT = 8;

interface CardJob {
  readonly file: string;
  readonly card: CardText;
}

export class SocialCards {
  private readonly backgrounds = new Map<string, Uint8Array>();
  private readonly jobs = new Map<string, CardJob>();
  /** Buffers to compose cards in, one per card in flight. */
  private readonly scratch: Uint8Array[] = [];
  /** Cards drawn in this build (the others came from the cache). */
  drawn = 0;

  private constructor(
    private readonly options: Required<SocialCardsOptions>,
    private readonly template: CardTemplate,
    private readonly templateKey: string,
  ) {}

  static async open(options: SocialCardsOptions): Promise<SocialCards> {
    const full = {cacheDir: DEFAULT_CACHE_DIR, fontFile: DEFAULT_FONT_FILE, ...options};
    const font = await loadCardFont(full.fontFile);
    const template = {font, logoSvg: fs.readFileSync(LOGO_FILE, 'utf8'), siteName: full.siteName};
    fs.mkdirSync(path.join(full.outDir, CARD_DIR), {recursive: true});
    fs.mkdirSync(full.cacheDir, {recursive: true});
    return new SocialCards(full, template, templateHash(full.siteName));
  }

  key(card: CardText): string {
    return cardKey(card, this.templateKey, this.template.font.hash);
  }

  /**
   * The absolute URL of the card of the page at `route` titled `title`. The URL is the card's
   * hash, so the page can be written at once; the card is written by `finish()`.
   */
  imageUrl(route: string, title: string): string {
    const card = {title, product: sectionOf(route)};
    try {
      layoutTitle(this.template.font, title); // a title the font cannot draw fails here, with its page
    } catch (error) {
      throw new Error(`${(error as Error).message}, in the title of ${route}`);
    }
    const file = `${this.key(card)}.png`;
    if (!this.jobs.has(file)) this.jobs.set(file, {file, card});
    return `${this.options.siteUrl.replace(/\/?$/, '/')}${CARD_DIR}/${file}`;
  }

  /** Writes every card asked for: copied from the cache, or drawn and cached. */
  async finish(): Promise<void> {
    const inFlight = new Set<Promise<void>>();
    for (const job of this.jobs.values()) {
      const task = this.write(job).finally(() => inFlight.delete(task));
      inFlight.add(task);
      if (inFlight.size >= IN_FLIGHT) await Promise.race(inFlight);
    }
    await Promise.all(inFlight);
    this.jobs.clear();
  }

  private async write({file, card}: CardJob): Promise<void> {
    const cached = path.join(this.options.cacheDir, file);
    const target = path.join(this.options.outDir, CARD_DIR, file);
    if (fs.existsSync(cached)) return fs.promises.copyFile(cached, target);
    // Composed here on the main thread; deflate and the writes run on the thread pool.
    const background = this.background(card.product);
    const rows = this.scratch.pop() ?? new Uint8Array(background.length);
    const png = await drawCard(this.template.font, background, card.title, rows).finally(() => this.scratch.push(rows));
    this.drawn++;
    await fs.promises.writeFile(target, png);
    // The cache holds the same bytes: a second name for the file where the file system allows.
    await fs.promises.link(target, cached).catch(() => fs.promises.writeFile(cached, png));
  }

  private background(product: string): Uint8Array {
    let background = this.backgrounds.get(product);
    if (!background) {
      background = drawBackground(this.template, product);
      this.backgrounds.set(product, background);
    }
    return background;
  }
}
