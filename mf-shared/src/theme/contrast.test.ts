import { contrastRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('gives the WCAG extremes and known values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The defect of issue 22: white text on the old gold button.
    expect(contrastRatio('#ffffff', '#d4a017')).toBeCloseTo(2.38, 2);
  });

  it('does not depend on the order of the colours', () => {
    expect(contrastRatio('#d4a017', '#1b1300')).toBe(contrastRatio('#1b1300', '#d4a017'));
  });

  it('refuses what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('#fff')).toThrow('not a #rrggbb colour');
  });
});
