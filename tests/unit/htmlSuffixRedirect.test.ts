import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {HTML_SUFFIX_REDIRECT} from '../../src/plugins/static-hosting/htmlSuffixRedirect';

/** Runs the inline script at `url` (as the browser parsed it) and returns where it went, if anywhere. */
function redirectFrom(url: string): string | undefined {
  const parsed = new URL(url);
  let target: string | undefined;
  const location = {
    pathname: parsed.pathname,
    search: parsed.search,
    hash: parsed.hash,
    href: parsed.href,
    origin: parsed.origin,
    replace: (to: string) => {
      target = to;
    },
  };
  const window = {stop: () => undefined};
  vm.runInNewContext(HTML_SUFFIX_REDIRECT, {location, window, URL});
  return target;
}

describe('the .html suffix redirect', () => {
  it('takes /x.html and /x/index.html to /x, keeping the query and the hash', () => {
    expect(redirectFrom('https://docs.test/runtime/manual.html?a=1#b')).toBe('https://docs.test/runtime/manual?a=1#b');
    expect(redirectFrom('https://docs.test/runtime/manual/index.html')).toBe('https://docs.test/runtime/manual');
    expect(redirectFrom('https://docs.test/index.html')).toBe('https://docs.test/');
  });

  it('leaves clean paths and the 404 page alone', () => {
    expect(redirectFrom('https://docs.test/runtime/manual')).toBeUndefined();
    expect(redirectFrom('https://docs.test/')).toBeUndefined();
    expect(redirectFrom('https://docs.test/404.html')).toBeUndefined();
  });

  // What a browser's URL parser makes of the forms a hostile link would use (backslashes become
  // slashes in http(s) paths), each of which once sent the reader to example.org.
  const offSite = [
    'https://docs.test//example.org/x.html',
    'https://docs.test/\\example.org/x.html',
    'https://docs.test//example.org/index.html',
    'https://docs.test///example.org/a/index.html',
    'https://docs.test/\\/example.org/x.html?q=1#h',
    'https://docs.test//example.org',
  ];
  for (const url of offSite) {
    it(`stays on the origin from ${url}`, () => {
      const target = redirectFrom(url);
      if (target !== undefined) expect(new URL(target).origin).toBe('https://docs.test');
    });
  }

  it('collapses leading slashes into one path on this origin', () => {
    expect(redirectFrom('https://docs.test//example.org/x.html')).toBe('https://docs.test/example.org/x');
  });
});
