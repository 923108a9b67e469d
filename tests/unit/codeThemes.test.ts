import {describe, expect, it} from 'vitest';
import {contrastRatio, darkCodeTheme, lightCodeTheme} from '../../src/data/codeThemes';

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
])('the %s code theme', (_name, theme) => {
  const background = theme.plain.backgroundColor!;

  it('fades no token (opacity would lower the contrast checked below)', () => {
    expect(theme.styles.filter((style) => style.style.opacity !== undefined)).toEqual([]);
  });

  it('has plain text with AA contrast', () => {
    expect(contrastRatio(theme.plain.color!, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(
    theme.styles.filter((style) => style.style.color).map((style) => [style.types.join(','), style.style.color!]),
  )('colours %s (%s) with AA contrast against the background', (_types, colour) => {
    expect(contrastRatio(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('rgb(10, 20, 30)', 'rgb(10, 20, 30)')).toBe(1);
  });
});
