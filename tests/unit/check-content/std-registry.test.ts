import {describe, expect, it} from 'vitest';
import {stdRegistryResponse, unfurlStdImports} from '../../../scripts/check-content/std-registry';
import {isVendoredStd, vendoredStd} from '../../../src/plugins/examples/vendoredStd';

const text = (answer: ReturnType<typeof stdRegistryResponse>): string => answer?.body.toString('utf8') ?? '';

describe('the stand-in registry of the vendored standard library', () => {
  const {packages} = vendoredStd();
  const assertVersion = packages['@std/assert']!;

  it('answers a package meta with its one version, and the version meta with exports and checksums', () => {
    expect(JSON.parse(text(stdRegistryResponse('/@std/assert/meta.json')))).toMatchObject({
      latest: assertVersion,
      versions: {[assertVersion]: {}},
    });
    const meta = JSON.parse(text(stdRegistryResponse(`/@std/assert/${assertVersion}_meta.json`))) as {
      exports: Record<string, string>;
      manifest: Record<string, {checksum: string}>;
    };
    expect(meta.exports['.']).toBe('./mod.ts');
    expect(meta.manifest['/mod.ts']?.checksum).toMatch(/^sha256-[0-9a-f]{64}$/);
  });

  it('writes bare @std imports between packages as jsr: specifiers, as publishing does', () => {
    const source = text(stdRegistryResponse(`/@std/fs/${packages['@std/fs']}/copy.ts`));
    expect(source).toContain(`from "jsr:@std/path@^${packages['@std/path']}/join"`);
    expect(source).not.toMatch(/from "@std\//);
    expect(unfurlStdImports('import "@std/nope/x";', packages)).toBe('import "@std/nope/x";');
  });

  it('serves a package whose name has a hyphen from its folder with an underscore', () => {
    const version = packages['@std/data-structures']!;
    const meta = JSON.parse(text(stdRegistryResponse(`/@std/data-structures/${version}_meta.json`))) as {
      exports: Record<string, string>;
    };
    expect(meta.exports).toHaveProperty('.');
    expect(unfurlStdImports('import "@std/front-matter/yaml";', packages)).toBe(
      `import "jsr:@std/front-matter@^${packages['@std/front-matter']}/yaml";`,
    );
  });

  it('answers nothing outside the vendored packages and versions', () => {
    expect(stdRegistryResponse('/@std/nope/meta.json')).toBeUndefined();
    expect(stdRegistryResponse('/@std/assert/0.0.1/mod.ts')).toBeUndefined();
    expect(stdRegistryResponse(`/@std/assert/${assertVersion}/../fs/copy.ts`)).toBeUndefined();
  });

  it('is what makes a jsr:@std import fetchable for the checker, and no other jsr: package', () => {
    expect(isVendoredStd('jsr:@std/assert@1')).toBe(true);
    expect(isVendoredStd('jsr:@std/testing@^1/bdd')).toBe(true);
    expect(isVendoredStd('jsr:@oak/oak@17')).toBe(false);
    expect(isVendoredStd('jsr:@std/nope@1')).toBe(false);
    expect(isVendoredStd('jsr:@std/front-matter@^1/yaml')).toBe(true);
  });
});
