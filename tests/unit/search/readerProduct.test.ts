import {describe, expect, it} from 'vitest';
import {readerProduct, withReaderProduct} from '../../../src/plugins/search/client/readerProduct';

describe("the reader's product for contextual ranking", () => {
  it("is the product of the page the reader is on, KV's included", () => {
    expect(readerProduct('/deploy/kv/manual/operations', '')).toBe('kv');
    expect(readerProduct('/runtime/manual', '?product=deploy')).toBe('runtime');
  });

  it('on /search, is the product the modal link names, if it is one', () => {
    expect(readerProduct('/search', '?q=env&product=deploy')).toBe('deploy');
    expect(readerProduct('/search', '?q=env&product=nonsense')).toBeUndefined();
    expect(readerProduct('/search', '?q=env')).toBeUndefined();
  });

  it('is carried by the link to /search from a product page only', () => {
    expect(withReaderProduct('/search?q=env', '/subhosting/manual')).toBe('/search?q=env&product=subhosting');
    expect(withReaderProduct('/search?q=env', '/')).toBe('/search?q=env');
  });
});
