import { randomInt } from 'node:crypto';

type Point = readonly [number, number];

/**
 * The one captcha drawer of the project, used by the shell server's /clientCaptcha and the
 * sandbox's /captcha. Server-side only (node:crypto, Buffer): it lives in @casino/server-kit,
 * which no browser source imports (captcha-drawing.test.ts checks).
 */

/**
 * A stroke font on a 4 × 6 grid. Glyphs are drawn as paths, never as <text>, so the answer is not
 * readable from the SVG source. All ten digits exist (numeric captchas); the letters that look
 * like digits (O, I, L, S, B) do not.
 */
const GLYPHS: Record<string, Point[][]> = {
  '0': [
    [
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
      [0, 1],
      [1, 0],
    ],
  ],
  '1': [
    [
      [1, 1],
      [2, 0],
      [2, 6],
    ],
    [
      [1, 6],
      [3, 6],
    ],
  ],
  '2': [
    [
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [0, 6],
      [4, 6],
    ],
  ],
  '3': [
    [
      [0, 0],
      [4, 0],
      [2, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '4': [
    [
      [3, 6],
      [3, 0],
      [0, 4],
      [4, 4],
    ],
  ],
  '5': [
    [
      [4, 0],
      [0, 0],
      [0, 2.5],
      [3, 2.5],
      [4, 3.5],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  '6': [
    [
      [4, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3.5],
      [3, 2.5],
      [0, 2.5],
    ],
  ],
  '7': [
    [
      [0, 0],
      [4, 0],
      [1.5, 6],
    ],
  ],
  '8': [
    [
      [1, 3],
      [0, 2],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [1, 3],
      [0, 4],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 4],
      [3, 3],
    ],
  ],
  '9': [
    [
      [4, 3.5],
      [1, 3.5],
      [0, 2.5],
      [0, 1],
      [1, 0],
      [3, 0],
      [4, 1],
      [4, 5],
      [3, 6],
      [0, 6],
    ],
  ],
  A: [
    [
      [0, 6],
      [2, 0],
      [4, 6],
    ],
    [
      [1, 3.5],
      [3, 3.5],
    ],
  ],
  C: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
    ],
  ],
  D: [
    [
      [0, 0],
      [0, 6],
      [3, 6],
      [4, 5],
      [4, 1],
      [3, 0],
      [0, 0],
    ],
  ],
  E: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
      [4, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  F: [
    [
      [4, 0],
      [0, 0],
      [0, 6],
    ],
    [
      [0, 3],
      [3, 3],
    ],
  ],
  G: [
    [
      [4, 1],
      [3, 0],
      [1, 0],
      [0, 1],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 3],
      [2, 3],
    ],
  ],
  H: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [4, 6],
    ],
    [
      [0, 3],
      [4, 3],
    ],
  ],
  J: [
    [
      [4, 0],
      [4, 5],
      [3, 6],
      [1, 6],
      [0, 5],
    ],
  ],
  K: [
    [
      [0, 0],
      [0, 6],
    ],
    [
      [4, 0],
      [0, 3.5],
    ],
    [
      [1.5, 2.5],
      [4, 6],
    ],
  ],
  M: [
    [
      [0, 6],
      [0, 0],
      [2, 3],
      [4, 0],
      [4, 6],
    ],
  ],
  N: [
    [
      [0, 6],
      [0, 0],
      [4, 6],
      [4, 0],
    ],
  ],
  P: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
  ],
  R: [
    [
      [0, 6],
      [0, 0],
      [3, 0],
      [4, 1],
      [4, 2],
      [3, 3],
      [0, 3],
    ],
    [
      [2, 3],
      [4, 6],
    ],
  ],
  T: [
    [
      [0, 0],
      [4, 0],
    ],
    [
      [2, 0],
      [2, 6],
    ],
  ],
  U: [
    [
      [0, 0],
      [0, 5],
      [1, 6],
      [3, 6],
      [4, 5],
      [4, 0],
    ],
  ],
  V: [
    [
      [0, 0],
      [2, 6],
      [4, 0],
    ],
  ],
  W: [
    [
      [0, 0],
      [1, 6],
      [2, 2.5],
      [3, 6],
      [4, 0],
    ],
  ],
  X: [
    [
      [0, 0],
      [4, 6],
    ],
    [
      [4, 0],
      [0, 6],
    ],
  ],
  Y: [
    [
      [0, 0],
      [2, 3],
      [4, 0],
    ],
    [
      [2, 3],
      [2, 6],
    ],
  ],
  Z: [
    [
      [0, 0],
      [4, 0],
      [0, 6],
      [4, 6],
    ],
  ],
};

/** The characters a generated answer is made of: look-alikes (0/O, 1/I/L, 5/S, 8/B) left out. */
export const CAPTCHA_ALPHABET = Object.keys(GLYPHS)
  .filter((char) => !'0158'.includes(char))
  .join('');

/** The alphabet of numeric captchas (the product backend's /captcha answers four digits). */
export const CAPTCHA_DIGITS = '0123456789';

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;

/** A source of uniform numbers in [0, 1). */
export type RandomSource = () => number;

/** The crypto generator by default: the distortion of a real captcha must not be predictable. */
const cryptoRandom: RandomSource = () => randomInt(0, 1_000_000) / 1_000_000;

const fixed = (n: number): string => n.toFixed(1);

const INKS = ['#1d3557', '#6a040f', '#264653', '#3c096c', '#7f4f24', '#003049'];

/** A random answer of `length` characters of `alphabet`, from the crypto generator. */
export function randomAnswer(length = 5, alphabet = CAPTCHA_ALPHABET): string {
  let answer = '';
  for (let i = 0; i < length; i += 1) answer += alphabet[randomInt(0, alphabet.length)];
  return answer;
}

/** How many stray strokes, shaped like pieces of glyphs, are drawn among the real ones. */
const DECOY_STROKES = 7;

/**
 * Draws `answer` so that its markup does not give it away (docs/security.md, "The captcha"):
 * every glyph is cut into short pieces of stroke, each its own `<path>` with jittered, rotated and
 * sheared points, drawn in either direction; decoy pieces of the same look, noise curves and dots
 * are mixed in, and all elements are shuffled. No text, no groups, no ids or classes: nothing in
 * the document maps to a character, only the picture as a whole does.
 * `random` is injectable so a test can draw the same picture twice.
 */
export function captchaSvg(answer: string, random: RandomSource = cryptoRandom): string {
  const between = (min: number, max: number): number => min + random() * (max - min);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const parts: string[] = [];
  const cell = (CAPTCHA_WIDTH - 20) / answer.length;
  const piece = (points: string[]): string =>
    `<path d="M${(random() < 0.5 ? points : [...points].reverse()).join(' L')}" stroke="${pick(INKS)}" stroke-width="${fixed(between(2.2, 3.2))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`;

  for (let i = 0; i < 4; i += 1) {
    const y = () => fixed(between(5, CAPTCHA_HEIGHT - 5));
    parts.push(
      `<path d="M0 ${y()} C${fixed(between(20, 60))} ${y()} ${fixed(between(80, 120))} ${y()} ${CAPTCHA_WIDTH} ${y()}" stroke="${pick(INKS)}" stroke-opacity="0.45" stroke-width="${fixed(between(1, 2))}" fill="none"/>`,
    );
  }
  for (let i = 0; i < 30; i += 1) {
    parts.push(
      `<circle cx="${fixed(between(0, CAPTCHA_WIDTH))}" cy="${fixed(between(0, CAPTCHA_HEIGHT))}" r="${fixed(between(0.5, 1.6))}" fill="${pick(INKS)}" fill-opacity="0.5"/>`,
    );
  }

  /** Where a glyph point lands: centred, jittered, sheared, scaled, rotated and moved into its cell. */
  const placer = (cx: number, cy: number) => {
    const scale = between(4.2, 5.4);
    const angle = between(-0.4, 0.4);
    const shear = between(-0.3, 0.3);
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    return ([gx, gy]: Point): string => {
      const x0 = (gx - 2 + between(-0.18, 0.18) + shear * (gy - 3)) * scale;
      const y0 = (gy - 3 + between(-0.18, 0.18)) * scale;
      return `${fixed(cx + x0 * cos - y0 * sin)} ${fixed(cy + x0 * sin + y0 * cos)}`;
    };
  };

  /** A stroke cut into pieces of one to three segments; neighbouring pieces share their end point, so the glyph reads whole. */
  const cut = (stroke: Point[], place: (point: Point) => string): void => {
    let from = 0;
    while (from < stroke.length - 1) {
      const to = Math.min(stroke.length - 1, from + 1 + Math.floor(random() * 3));
      parts.push(piece(stroke.slice(from, to + 1).map(place)));
      from = to;
    }
  };

  [...answer].forEach((char, index) => {
    const strokes = GLYPHS[char];
    if (!strokes) throw new Error(`No glyph for "${char}"`);
    const place = placer(10 + cell * (index + 0.5) + between(-3, 3), CAPTCHA_HEIGHT / 2 + between(-4, 4));
    for (const stroke of strokes) cut(stroke, place);
  });

  // Decoys: pieces of random glyphs, short and faint enough not to form a character, placed anywhere.
  const glyphs = Object.values(GLYPHS);
  for (let i = 0; i < DECOY_STROKES; i += 1) {
    const stroke = pick(pick(glyphs));
    const start = Math.floor(random() * Math.max(1, stroke.length - 1));
    const place = placer(between(8, CAPTCHA_WIDTH - 8), between(8, CAPTCHA_HEIGHT - 8));
    parts.push(piece(stroke.slice(start, start + 2).map(place)));
  }

  // Fisher–Yates: the order of the elements says nothing about the order of the characters.
  for (let i = parts.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [parts[i], parts[j]] = [parts[j] as string, parts[i] as string];
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f4f1e8"/>${parts.join('')}</svg>`
  );
}

/** The SVG as a data URL an <img> can show. */
export function captchaDataUrl(answer: string, random: RandomSource = cryptoRandom): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer, random)).toString('base64')}`;
}
