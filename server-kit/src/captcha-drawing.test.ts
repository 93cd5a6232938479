/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { CAPTCHA_ALPHABET, CAPTCHA_DIGITS, captchaDataUrl, captchaSvg, randomAnswer } from '@casino/server-kit/captcha';

/** A fixed sequence of "random" numbers in [0, 1): the same sequence must give the same picture. */
function sequence(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

const svgOf = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64').toString('utf8');

describe('captchaSvg', () => {
  it('draws the same picture for the same answer and random sequence', () => {
    expect(captchaSvg('AD2C7', sequence(7))).toBe(captchaSvg('AD2C7', sequence(7)));
  });

  it('draws another picture for another sequence or another answer', () => {
    expect(captchaSvg('AD2C7', sequence(7))).not.toBe(captchaSvg('AD2C7', sequence(8)));
    expect(captchaSvg('AD2C7', sequence(7))).not.toBe(captchaSvg('AD2C9', sequence(7)));
  });

  it('draws a different picture each time by default (the distortion must not be predictable)', () => {
    expect(captchaSvg('AD2C7')).not.toBe(captchaSvg('AD2C7'));
  });

  it.each(['AD2C7', '0158', '9999', CAPTCHA_ALPHABET, CAPTCHA_DIGITS])(
    'draws %s as a well-formed SVG of stroke paths, never as text',
    (answer) => {
      const svg = captchaSvg(answer, sequence(3));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<text|font/i);
      // Every element closes (self-closing or paired), so the image is well-formed XML.
      const opened = svg.match(/<(svg|rect|path|circle)\b[^>]*[^/]>/g)?.length ?? 0;
      expect(opened).toBe(svg.match(/<\/(svg|rect|path|circle)>/g)?.length ?? 0);
      // Glyphs are cut into pieces among decoys: more stroke paths than characters, none per character.
      expect(svg.match(/stroke-linecap="round"/g)?.length).toBeGreaterThan(answer.length);
      expect(svg).not.toContain(answer);
    },
  );

  it('refuses a character it has no glyph for, rather than drawing a gap', () => {
    expect(() => captchaSvg('AC?')).toThrow('No glyph for "?"');
  });
});

/** The elements of a drawn SVG, in document order, with their attributes (the way a script reads the markup). */
function elementsOf(svg: string): { name: string; attributes: Record<string, string> }[] {
  return [...svg.matchAll(/<([a-z]+)\b([^>]*?)\/?>/g)].map(([, name = '', rest = '']) => ({
    name,
    attributes: Object.fromEntries([...rest.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key, value])),
  }));
}

/** The mean x of a path's points. */
function meanX(d: string): number {
  const xs = [...d.matchAll(/[ML](-?[\d.]+) (-?[\d.]+)/g)].map(([, x]) => Number(x));
  return xs.reduce((sum, x) => sum + x, 0) / xs.length;
}

describe('captchaSvg against a script reading the markup', () => {
  const glyphPaths = (svg: string) =>
    elementsOf(svg).filter((e) => e.name === 'path' && e.attributes['stroke-linecap'] === 'round' && !e.attributes.d?.includes('C'));

  it('has no text, no groups and no ids, classes or titles that could name a character', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const svg = captchaSvg(randomAnswer(4, CAPTCHA_DIGITS), sequence(seed));
      const names = new Set(elementsOf(svg).map((e) => e.name));
      expect([...names].sort()).toEqual(['circle', 'path', 'rect', 'svg']);
      for (const element of elementsOf(svg)) {
        expect(Object.keys(element.attributes).filter((key) => ['id', 'class', 'data-char', 'aria-label', 'title'].includes(key))).toEqual(
          [],
        );
      }
      expect(svg.replace(/<[^>]*>/g, '')).toBe('');
    }
  });

  it('draws the same digit twice with different path data (no piece of one repeats in the other)', () => {
    const svg = captchaSvg('7777', sequence(11));
    const ds = glyphPaths(svg).map((e) => e.attributes.d);
    expect(new Set(ds).size).toBe(ds.length);
    // Nor when the same answer is drawn twice: a lookup table of path data learns nothing.
    const again = new Set(glyphPaths(captchaSvg('7777', sequence(12))).map((e) => e.attributes.d));
    expect(ds.filter((d) => again.has(d))).toEqual([]);
  });

  it('does not let the element order follow the order of the characters', () => {
    let sortedDraws = 0;
    for (let seed = 1; seed <= 30; seed += 1) {
      const xs = glyphPaths(captchaSvg('2749', sequence(seed))).map((e) => meanX(e.attributes.d ?? ''));
      if (xs.every((x, i) => i === 0 || x >= (xs[i - 1] ?? 0))) sortedDraws += 1;
      // Pieces of the first and of the last character alternate with each other in document order.
      const leftHalfFirst = xs.slice(0, Math.floor(xs.length / 2)).filter((x) => x < 75).length;
      expect(leftHalfFirst).toBeLessThan(Math.floor(xs.length / 2));
    }
    expect(sortedDraws).toBe(0);
  });

  it('does not give away the length of the answer by its number of stroke pieces', () => {
    const counts = new Set<number>();
    for (let seed = 1; seed <= 10; seed += 1) counts.add(glyphPaths(captchaSvg('7', sequence(seed))).length);
    // "7" is one stroke of two segments, yet the pieces around it vary with the decoys and the cuts.
    expect(Math.min(...counts)).toBeGreaterThan(1);
  });
});

describe('captchaDataUrl', () => {
  it('is the SVG as a base64 data URL an <img> can show', () => {
    const url = captchaDataUrl('7TX4', sequence(5));
    expect(url).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(svgOf(url)).toBe(captchaSvg('7TX4', sequence(5)));
  });
});

describe('randomAnswer', () => {
  it('picks characters from the alphabet it is given (look-alikes left out by default)', () => {
    for (let i = 0; i < 50; i += 1) {
      expect(randomAnswer()).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
      expect(randomAnswer(4, CAPTCHA_DIGITS)).toMatch(/^\d{4}$/);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0158OIL SB]/);
  });
});

describe('where the drawer may be used', () => {
  const repo = path.resolve(__dirname, '../..');
  const browserSources = [
    'contracts/src',
    'shell/src',
    'mf-shared/src',
    'mf-home/src',
    'mf-auth/src',
    'mf-games/src',
    'mf-member/src',
    'mf-proxy/src',
  ];

  function sourceFiles(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
    });
  }

  it('is imported by no browser code (it needs node:crypto and Buffer)', () => {
    const files = browserSources.flatMap((dir) => sourceFiles(path.join(repo, dir)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((file) => /@casino\/server-kit|server-kit\/src/.test(fs.readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(repo, file))).toEqual([]);
  });
});
