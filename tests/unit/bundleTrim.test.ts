import {describe, expect, it} from 'vitest';
import {unexpectedTslibUsers} from '../../src/plugins/bundle-trim';
import {__importDefault} from '../../src/plugins/bundle-trim/tslibShim';

describe('the tslib stand-in of the browser bundles', () => {
  it('accepts only the modules known to need just __importDefault', () => {
    expect(unexpectedTslibUsers(['/site/node_modules/@docusaurus/utils-common/lib/index.js', undefined])).toEqual([]);
    expect(unexpectedTslibUsers(['/site/node_modules/some-lib/index.js'])).toEqual([
      '/site/node_modules/some-lib/index.js',
    ]);
  });

  it('wraps CommonJS exports as tslib does and passes ES modules through', () => {
    const esModule = {__esModule: true, default: 1};
    expect(__importDefault(esModule)).toBe(esModule);
    expect(__importDefault({a: 1})).toEqual({default: {a: 1}});
  });
});
