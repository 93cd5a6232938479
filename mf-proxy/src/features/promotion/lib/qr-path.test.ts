import { qrPath } from './qr-path';

describe('qrPath', () => {
  it('draws every dark module of the code, finder patterns included', () => {
    const { size, d } = qrPath('http://localhost/?id=AG1001&modal=register');
    expect(size).toBe(29);
    // The top-left finder pattern's corner is dark, the module just inside its outer ring light.
    expect(d).toContain('M0 0h1v1h-1z');
    expect(d).not.toContain('M1 1h1v1h-1z');
    expect(d).toContain('M2 2h1v1h-1z');
  });

  it('grows with the text', () => {
    expect(qrPath(`https://casino.example/?id=${'A'.repeat(120)}&modal=register`).size).toBeGreaterThan(29);
  });
});
