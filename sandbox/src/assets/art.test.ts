import { BANNER_THEMES, PROMOTIONS, SLOT_ADJECTIVES, SLOT_NOUNS } from '../seed/content';
import { LANGUAGES } from '../http/lang';
import { fitText, gameArtSvg, motifForGame, motifForTitle, promoArtSvg, textWidth } from './art';
import { BANNER_SIZES, PROMOTION_SIZES } from './urls';

/** The title lines of a drawn picture with their x and font size (the big, bold text). */
function titleLines(svg: string): { x: number; size: number; text: string }[] {
  return [
    ...svg.matchAll(/<text x="([\d.]+)" y="[\d.]+" text-anchor="start" font-size="(\d+)" font-weight="800"[^>]*>([^<]*)<\/text>/g),
  ].map(([, x, size, text]) => ({ x: Number(x), size: Number(size), text: (text ?? '').replace(/&amp;/g, '&') }));
}

describe('fitText', () => {
  it('keeps every line inside the width, in at most the lines allowed', () => {
    const fit = fitText('Thưởng Chào Mừng 100% cho thành viên mới', 300, 60, 12, 2);
    expect(fit.lines.length).toBeLessThanOrEqual(2);
    for (const line of fit.lines) expect(textWidth(line, fit.fontSize)).toBeLessThanOrEqual(300);
    expect(fit.lines.join(' ')).toBe('Thưởng Chào Mừng 100% cho thành viên mới');
  });

  it('breaks a Chinese title between characters', () => {
    const fit = fitText('首存送100%红利最高888元', 200, 40, 20, 2);
    expect(fit.lines.join('')).toBe('首存送100%红利最高888元');
    for (const line of fit.lines) expect(textWidth(line, fit.fontSize)).toBeLessThanOrEqual(200);
  });

  it('shortens with an ellipsis only what cannot fit at the smallest size', () => {
    const fit = fitText('An extraordinarily long promotional title that keeps going and going', 120, 20, 12, 2);
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines[1]).toMatch(/…$/);
    for (const line of fit.lines) expect(textWidth(line, 12)).toBeLessThanOrEqual(120);
  });
});

describe('promotional pictures', () => {
  const sizes = [...Object.values(BANNER_SIZES), ...Object.values(PROMOTION_SIZES)];
  const titles = [...BANNER_THEMES.map((theme) => theme.title), ...PROMOTIONS.map((promotion) => promotion.title)];

  it.each(sizes)('draw every seeded title whole, left of the illustration, at %p', ({ width, height }) => {
    for (const title of titles) {
      for (const lang of LANGUAGES) {
        const text = title[lang];
        const svg = promoArtSvg({
          width,
          height,
          title: text,
          cta: 'Learn more',
          from: '#111111',
          to: '#999999',
          motif: motifForTitle(title.en_US),
        });
        const lines = titleLines(svg);
        expect(lines.map((line) => line.text).join(/[\u2e80-\uffff]/.test(text) && !text.includes(' ') ? '' : ' ')).toBe(text);
        // Nothing past the text column: the illustration starts at about two thirds of the width.
        for (const line of lines) expect(line.x + textWidth(line.text, line.size)).toBeLessThanOrEqual(width * 0.62);
      }
    }
  });

  it('carry no internal labels (ids, sizes)', () => {
    const svg = promoArtSvg({ width: 1920, height: 500, title: 'Welcome Bonus 100%', from: '#000000', to: '#ffffff', motif: 'gift' });
    expect(svg).not.toMatch(/#\d+ ·|Desktop|1920×500/);
  });
});

describe('game pictures', () => {
  it('vary among slots (not one picture repeated) and follow the type elsewhere', () => {
    const slotNames = SLOT_ADJECTIVES.flatMap((adjective) => SLOT_NOUNS.map((noun) => `${adjective.en_US} ${noun.en_US}`));
    expect(new Set(slotNames.map((name) => motifForGame(2, name))).size).toBeGreaterThanOrEqual(4);
    expect(motifForGame(3, 'Baccarat')).toBe('cards');
    expect(motifForGame(5, 'Keno')).toBe('lottery');
  });

  it('show the name whole and the provider', () => {
    const svg = gameArtSvg({
      size: 240,
      name: 'Phi Thuyền May Mắn',
      provider: 'TC Lottery',
      from: '#111111',
      to: '#777777',
      motif: 'lottery',
    });
    const lines = [...svg.matchAll(/text-anchor="middle" font-size="(\d+)" font-weight="800"[^>]*>([^<]*)</g)].map(([, size, text]) => ({
      size: Number(size),
      text: text ?? '',
    }));
    expect(lines.map((line) => line.text).join(' ')).toBe('Phi Thuyền May Mắn');
    for (const line of lines) expect(textWidth(line.text, line.size)).toBeLessThanOrEqual(240 * 0.84);
    expect(svg).toContain('>TC Lottery<');
  });
});
