import fs from 'node:fs';
import path from 'node:path';
import { antdTheme } from './antd-theme';
import { colors, fontFamily, scriptFonts, tokenVariables } from './tokens';
import { contrastPairs } from './contrast-pairs';
import { mobileKitVariables } from './mobile-kit-variables';
import { contrastRatio, minimumContrast } from './contrast';

/** The declarations of the first rule of tokens.css with exactly that selector (`:root`, `:root:root`). */
function cssVariables(selector: string): Record<string, string> {
  const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
  const escaped = selector.replace(/[:]/g, '\\$&');
  const body = new RegExp(`(?:^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').replace(/\s+/g, ' ').trim()]),
  );
}

describe('design tokens', () => {
  it('the font stack names a Noto family for Thai, Devanagari, Bengali, Tamil and Myanmar after the Latin and CJK ones', () => {
    const families = fontFamily.split(',').map((family) => family.trim().replace(/'/g, ''));
    const cjk = families.indexOf('Noto Sans CJK SC');
    expect(cjk).toBeGreaterThan(families.indexOf('Noto Sans'));
    for (const family of ['Noto Sans Thai', 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Tamil', 'Noto Sans Myanmar']) {
      expect([family, families.indexOf(family) > cjk]).toEqual([family, true]);
    }
    expect(Object.values(scriptFonts)).toHaveLength(5);
    expect(families.at(-1)).toBe('sans-serif');
  });

  it('tokens.css declares exactly the variables of tokens.ts, with the same values', () => {
    expect(cssVariables(':root')).toEqual(tokenVariables());
  });

  it("tokens.css's :root:root rule gives antd-mobile exactly the colours of tokens.ts", () => {
    expect(cssVariables(':root:root')).toEqual(mobileKitVariables());
  });

  it('the antd theme and the antd-mobile variables use the brand colours of the tokens', () => {
    expect(antdTheme.token.colorPrimary).toBe(colors.accent);
    expect(antdTheme.components.Button.primaryColor).toBe(colors.onAccent);
    expect(mobileKitVariables()['--adm-color-primary']).toBe(colors.accent);
    expect(mobileKitVariables()['--adm-color-text-light-solid']).toBe(colors.onAccent);
  });

  it('antd-mobile gets every colour variable it declares, so none keeps its default', () => {
    const ownCss = fs.readFileSync(require.resolve('antd-mobile/es/global/global.css'), 'utf8');
    const declared = new Set([...ownCss.matchAll(/(--adm-color-[\w-]+)\s*:/g)].map((match) => match[1]));
    expect([...declared].filter((name) => name && !(name in mobileKitVariables()))).toEqual([]);
  });

  it('every colour is a six-digit hex value', () => {
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('contrast of the token pairs the components use (WCAG 2.2 AA)', () => {
  it.each(contrastPairs.map((pair) => [`${pair.fg} on ${pair.bg} (${pair.kind}: ${pair.use})`, pair] as const))('%s', (_name, pair) => {
    const ratio = contrastRatio(colors[pair.fg], colors[pair.bg]);
    expect({ pair: `${pair.fg} on ${pair.bg}`, passes: ratio >= minimumContrast[pair.kind], ratio: Number(ratio.toFixed(2)) }).toEqual(
      expect.objectContaining({ passes: true }),
    );
  });
});

describe('stylesheets use the tokens', () => {
  const repo = path.resolve(__dirname, '../../..');
  const uiPackages = ['shell', 'mf-shared', 'mf-home', 'mf-auth', 'mf-games', 'mf-member', 'mf-proxy'];

  function cssFiles(dir: string): string[] {
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : cssFiles(full);
      return entry.name.endsWith('.css') ? [full] : [];
    });
  }

  it('no stylesheet but tokens.css names a colour by its hex value', () => {
    const offenders = uiPackages
      .flatMap((name) => cssFiles(path.join(repo, name, 'src')))
      .filter((file) => !file.endsWith(path.join('theme', 'tokens.css')))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, index }))
          .filter(({ line }) => /#[0-9a-f]{3,8}\b/i.test(line))
          .map(({ index }) => `${path.relative(repo, file)}:${index + 1}`),
      );
    expect(offenders).toEqual([]);
  });
});
