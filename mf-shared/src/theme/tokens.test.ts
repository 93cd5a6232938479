import fs from 'node:fs';
import path from 'node:path';
import { antdTheme, colors, tokenVariables } from './tokens';

/** The declarations of the :root rule of tokens.css. */
function cssVariables(): Record<string, string> {
  const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
  const body = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]),
  );
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
