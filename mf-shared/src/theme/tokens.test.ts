import fs from 'node:fs';
import path from 'node:path';
import { antdTheme, colors, tokenVariables } from './tokens';

/** The declarations of the :root rule of tokens.css. */
function cssVariables(): Record<string, string> {
  const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
  const body = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries([...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]));
}

describe('design tokens', () => {
  it('tokens.css declares exactly the variables of tokens.ts, with the same values', () => {
    expect(cssVariables()).toEqual(tokenVariables());
  });

  it('the antd theme and the antd-mobile variables use the brand colours of the tokens', () => {
    expect(antdTheme.token.colorPrimary).toBe(colors.accent);
    expect(tokenVariables()['--adm-color-primary']).toBe(colors.accent);
  });

  it('every colour is a six-digit hex value', () => {
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
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
