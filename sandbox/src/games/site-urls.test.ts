import { headerOrigin, lobbyUrl, siteOriginOf } from './site-urls';

const SITE = ['http://localhost:*', 'http://127.0.0.1:*', 'https://casino.example'];

describe('lobbyUrl: where "Back to lobby" may lead', () => {
  it.each([
    ['/close', 'http://localhost:8080', 'http://localhost:8080/close'],
    ['/close?from=game#top', 'http://127.0.0.1:8180', 'http://127.0.0.1:8180/close?from=game#top'],
    ['http://localhost:8080/close', null, 'http://localhost:8080/close'],
    ['https://casino.example/close', 'http://localhost:8080', 'https://casino.example/close'],
  ])('accepts %s (page %s)', (value, page, expected) => {
    expect(lobbyUrl(value, page, SITE)).toBe(expected);
  });

  it.each([
    ['/close', null, 'a path without the calling page'],
    ['/close', 'https://evil.example', 'a path from a page that is not the site'],
    ['//evil.example/close', 'http://localhost:8080', 'a protocol-relative URL'],
    ['/\\evil.example', 'http://localhost:8080', 'a backslash'],
    ['https://evil.example/close', 'http://localhost:8080', 'another origin'],
    ['https://casino.example.evil.example/', null, 'a look-alike host'],
    ['http://casino.example/close', null, 'the site origin on another scheme'],
    ['javascript:alert(1)', 'http://localhost:8080', 'a script URL'],
    ['http://user:pw@localhost:8080/close', null, 'credentials'],
    ['/close\n', 'http://localhost:8080', 'a control character'],
    ['close', 'http://localhost:8080', 'a relative path'],
    ['', 'http://localhost:8080', 'nothing'],
    [`/${'a'.repeat(2048)}`, 'http://localhost:8080', 'a URL longer than 2048 characters'],
  ])('refuses %j (page %s): %s', (value, page, _why) => {
    expect(lobbyUrl(value, page, SITE)).toBeNull();
  });
});

describe('siteOriginOf: the site a sandbox page may talk to', () => {
  it.each([
    ['http://localhost:8080', null, 'http://localhost:8080'],
    ['http://localhost:8080/', null, 'http://localhost:8080'],
    ['localhost:8080', 'http://localhost:8080', 'http://localhost:8080'],
    ['localhost:8080', null, 'http://localhost:8080'],
    ['casino.example', null, 'https://casino.example'],
    ['CASINO.example', 'https://casino.example', 'https://casino.example'],
  ])('%s (page %s) is %s', (value, page, expected) => {
    expect(siteOriginOf(value, page, SITE)).toBe(expected);
  });

  it.each(['evil.example', 'https://evil.example', 'http://localhost:8080/path', 'http://u@localhost:8080', 'javascript:x', '', ' '])(
    'refuses %j',
    (value) => {
      expect(siteOriginOf(value, null, SITE)).toBeNull();
    },
  );
});

describe('headerOrigin', () => {
  it('reads the origin of an Origin or Referer value', () => {
    expect(headerOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(headerOrigin('http://localhost:8080/gameHall/2?x=1')).toBe('http://localhost:8080');
    expect(headerOrigin(['https://casino.example/', 'http://other'])).toBe('https://casino.example');
    expect(headerOrigin('null')).toBeNull();
    expect(headerOrigin(undefined)).toBeNull();
    expect(headerOrigin('not a url')).toBeNull();
  });
});
