import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';

const repoRoot = path.resolve(__dirname, '../..');

describe('default social card', () => {
  it('is a 1200x630 PNG in static/, where themeConfig.image points', () => {
    const image = (config.themeConfig as {image?: string}).image;
    expect(image).toBeTypeOf('string');
    const png = readFileSync(path.join(repoRoot, 'static', image!));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});
