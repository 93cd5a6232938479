import { isExternalUrl, parseSafeUrl } from './safe-url';

const base = 'https://site.example/';

describe('parseSafeUrl', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<b>x</b>',
    'vbscript:msgbox',
    'file:///etc/passwd',
  ])('refuses %j', (raw) => {
    expect(parseSafeUrl(raw, base)).toBeNull();
  });

  it('accepts http(s) and same-site paths and tells external ones apart', () => {
    const internal = parseSafeUrl('/discount/3?x=1', base);
    const external = parseSafeUrl('https://partner.example/promo', base);
    expect(internal?.pathname).toBe('/discount/3');
    expect(internal && isExternalUrl(internal, 'https://site.example')).toBe(false);
    expect(external && isExternalUrl(external, 'https://site.example')).toBe(true);
    expect(parseSafeUrl('', base)).toBeNull();
  });
});
