import {describe, expect, it} from 'vitest';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {productBySlug, productForPath, products} from '../../src/data/products';
import {footerColumns, navbarItems, sections, announcement} from '../../src/data/navigation';
import {docsInstances} from '../../src/data/docsInstances';
import {homeStartingPoints} from '../../src/data/home';
import {repositoryFromPackage, siteEnv} from '../../src/data/siteEnv';

describe('productForPath', () => {
  it.each([
    ['/runtime', 'runtime'],
    ['/runtime/', 'runtime'],
    ['/runtime/manual/getting_started/installation', 'runtime'],
    ['/runtime/tutorials/hello_world#run-it', 'runtime'],
    ['/deploy', 'deploy'],
    ['/deploy/manual/custom-domains', 'deploy'],
    ['/deploy/api/runtime-fs', 'deploy'],
    ['/deploy/kv', 'kv'],
    ['/deploy/kv/manual/transactions', 'kv'],
    ['/deploy/kv/tutorials/webhook_processor?x=1', 'kv'],
    ['/subhosting/manual/domains', 'subhosting'],
  ])('%s belongs to %s', (path, slug) => {
    expect(productForPath(path)?.slug).toBe(slug);
  });

  it.each(['/', '/search', '/runtimeish', '/deployments', '/kv', '/deploy-kv/manual'])(
    '%s belongs to no product',
    (path) => {
      expect(productForPath(path)).toBeUndefined();
    },
  );

  it('matches whole path segments, not prefixes of a segment', () => {
    expect(productForPath('/deploy/kvstore')?.slug).toBe('deploy');
  });
});

describe('products', () => {
  it('have unique slugs and base paths', () => {
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.basePath)).size).toBe(products.length);
  });

  it('keep their manual at or under their base path', () => {
    for (const product of products) {
      expect(product.manualPath === product.basePath || product.manualPath.startsWith(`${product.basePath}/`)).toBe(
        true,
      );
    }
  });

  it('name each manual /{slug}/manual or live under a parent product', () => {
    expect(productBySlug('runtime').manualPath).toBe('/runtime/manual');
    expect(productBySlug('deploy').manualPath).toBe('/deploy/manual');
    expect(productBySlug('kv').manualPath).toBe('/deploy/kv/manual');
  });

  it('reject an unknown slug with the known ones in the message', () => {
    expect(() => productBySlug('kvv')).toThrow(/Unknown product slug "kvv".*runtime, deploy, kv/);
  });
});

describe('navigation data', () => {
  it('has one navbar section per docs instance, in the same order', () => {
    const inNavbar = docsInstances.filter((i) => i.navbar);
    expect(sections.map((s) => s.id)).toEqual(inNavbar.map((i) => i.id));
    expect(sections.map((s) => s.basePath)).toEqual(inNavbar.map((i) => `/${i.id}`));
  });

  it('highlights each section, then the examples, by its base path and has one right-hand link', () => {
    const left = navbarItems.filter((item) => 'activeBasePath' in item);
    expect(left.map((item) => 'activeBasePath' in item && item.activeBasePath)).toEqual([
      ...sections.map((s) => s.basePath),
      '/examples',
    ]);
    expect(navbarItems.filter((item) => item.position === 'right')).toHaveLength(1);
    expect(navbarItems[0]).toMatchObject({type: 'custom-productBreadcrumb'});
  });

  it('has the four footer groups of the spec', () => {
    expect(footerColumns.map((c) => c.title)).toEqual(['Docs', 'Community', 'Help & Feedback', 'Company']);
    const community = footerColumns[1]!.items.map((i) => i.label);
    expect(community).toEqual(['Discord', 'GitHub', 'X (Twitter)', 'YouTube', 'Newsletter']);
    const help = footerColumns[2]!.items;
    expect(help.some((i) => 'href' in i && i.href?.startsWith('mailto:'))).toBe(true);
    const company = footerColumns[3]!.items;
    expect(company.find((i) => i.label === 'Privacy Policy')).toMatchObject({to: '/deploy/manual/privacy-policy'});
  });

  it('uses site paths for internal links and https or mailto for the rest', () => {
    for (const item of footerColumns.flatMap((c) => c.items)) {
      if ('to' in item) expect(item.to).toMatch(/^\/[a-z]/);
      else expect(item.href).toMatch(/^(https:\/\/|mailto:)/);
    }
  });

  it('gives the announcement a stable id and closable bar', () => {
    expect(announcement.id).toMatch(/^[a-z0-9-]+$/);
    expect(announcement.isCloseable).toBe(true);
  });

  it('links the home page starting points to site paths', () => {
    for (const point of homeStartingPoints) expect(point.href).toMatch(/^\/(runtime|deploy|subhosting)\//);
  });
});

describe('siteEnv', () => {
  it('turns every third-party service off by default', () => {
    expect(siteEnv({})).toEqual({
      siteUrl: 'https://docs.deno.com',
      gtmContainerId: undefined,
      errorTrackingScriptUrl: undefined,
      repositoryUrl: 'https://github.com/denoland/docs',
    });
  });

  it('edits pages in the repository of package.json unless REPOSITORY_URL says otherwise', () => {
    expect(repositoryFromPackage({repository: {url: 'git+https://github.com/acme/docs.git'}})).toBe(
      'https://github.com/acme/docs',
    );
    expect(repositoryFromPackage({repository: 'https://github.com/acme/docs'})).toBe('https://github.com/acme/docs');
    expect(siteEnv({}, 'https://github.com/acme/docs').repositoryUrl).toBe('https://github.com/acme/docs');
    expect(
      siteEnv({REPOSITORY_URL: 'https://git.example.com/docs/'}, 'https://github.com/acme/docs').repositoryUrl,
    ).toBe('https://git.example.com/docs');
    expect(() => siteEnv({REPOSITORY_URL: 'docs'})).toThrow(/REPOSITORY_URL/);
  });

  it('treats blank variables as unset', () => {
    expect(siteEnv({GTM_CONTAINER_ID: '  ', ERROR_TRACKING_SCRIPT_URL: ''}).gtmContainerId).toBeUndefined();
  });

  it('reads configured services', () => {
    const env = siteEnv({
      SITE_URL: 'https://docs.example.com/',
      GTM_CONTAINER_ID: 'GTM-ABC123',
      ERROR_TRACKING_SCRIPT_URL: 'https://js.example-errors.com/loader.js',
    });
    expect(env).toEqual({
      siteUrl: 'https://docs.example.com',
      gtmContainerId: 'GTM-ABC123',
      errorTrackingScriptUrl: 'https://js.example-errors.com/loader.js',
      repositoryUrl: 'https://github.com/denoland/docs',
    });
  });

  it('rejects malformed values with the variable name', () => {
    expect(() => siteEnv({GTM_CONTAINER_ID: 'UA-1234'})).toThrow(/GTM_CONTAINER_ID/);
    expect(() => siteEnv({ERROR_TRACKING_SCRIPT_URL: 'not a url'})).toThrow(/ERROR_TRACKING_SCRIPT_URL/);
    expect(() => siteEnv({SITE_URL: 'ftp://x.example'})).toThrow(/SITE_URL/);
  });
});

describe('docs versions', () => {
  // src/theme/DocVersionBanner and DocVersionBadge render nothing because of this: a second
  // version needs them back (delete both files) before its versions.json is added.
  it.each(docsInstances.map((instance) => instance.id))('the %s section has only its current version', (id) => {
    expect(existsSync(path.join(__dirname, '../..', `${id}_versions.json`))).toBe(false);
  });
});
