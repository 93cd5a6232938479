import { decideUrl, isAmbiguousPath, parseSafeUrl } from './url-policy';

const page = 'https://casino.example/zh_CN/discount?x=1';

/**
 * Hostile forms of a content link and what each gives when the link is marked external:
 * 'refused'; 'same-site' (the parser reads it as a harmless path of this site, such as
 * `/zh_CN/javascript&colon;alert(1)`); or the host it would openly go to. Marked internal, every
 * form is refused or stays a path of this site (checked for all of them below).
 */
const HOSTILE: Array<[string, 'refused' | 'same-site' | string]> = [
  // dot segments that normalise to a protocol-relative path
  ['/.//evil.example/x', 'refused'],
  ['/x/..//evil.example', 'refused'],
  ['/./..//evil.example', 'refused'],
  ['/%2e//evil.example', 'refused'],
  ['/%2E%2E//evil.example', 'refused'],
  ['/a/b/../../..//evil.example', 'refused'],
  ['/zh_CN//evil.example', 'refused'],
  ['/zh_CN/..//evil.example', 'refused'],
  // doubled, encoded and backslashed slashes
  ['//evil.example/x', 'evil.example'],
  ['///evil.example/x', 'evil.example'],
  ['////evil.example', 'evil.example'],
  ['\\\\evil.example', 'refused'],
  ['/\\evil.example', 'refused'],
  ['\\/evil.example', 'refused'],
  ['/%2f/evil.example', 'refused'],
  ['/%2F%2Fevil.example', 'refused'],
  ['/%5c/evil.example', 'refused'],
  ['/%5C%5Cevil.example', 'refused'],
  ['/%252f%252fevil.example', 'refused'],
  ['/x/%2e%2e/%2f/evil.example', 'refused'],
  ['/x\\..\\..\\evil.example', 'refused'],
  // tabs, newlines and other characters inside
  ['/\t/evil.example', 'evil.example'],
  ['/\n/evil.example', 'evil.example'],
  ['/\r\n/evil.example', 'evil.example'],
  [' //evil.example', 'evil.example'],
  ['\u0000//evil.example', 'evil.example'],
  ['/\u200b/evil.example', 'refused'],
  ['/x\u0000/y', 'refused'],
  ['/\u202e/elpmaxe.live', 'refused'],
  // script and other schemes, however spelled
  ['javascript:alert(1)', 'refused'],
  ['JaVaScRiPt:alert(1)', 'refused'],
  [' javascript:alert(1)', 'refused'],
  ['java\tscript:alert(1)', 'refused'],
  ['java\nscript:alert(1)', 'refused'],
  ['java\rscript:alert(1)', 'refused'],
  ['\u0001javascript:alert(1)', 'refused'],
  ['javascript&colon;alert(1)', 'same-site'],
  ['javascript://%0aalert(1)', 'refused'],
  ['jav&#x09;ascript:alert(1)', 'same-site'],
  ['data:text/html,<script>alert(1)</script>', 'refused'],
  ['DATA:text/html;base64,PHNjcmlwdD4=', 'refused'],
  ['vbscript:msgbox(1)', 'refused'],
  ['file:///etc/passwd', 'refused'],
  ['blob:https://casino.example/uuid', 'refused'],
  ['ftp://evil.example/x', 'refused'],
  ['mailto:x@evil.example', 'refused'],
  ['intent://evil.example#Intent;end', 'refused'],
  ['ws://casino.example/socket', 'refused'],
  // user info: what is read is not where it goes
  ['https://casino.example@evil.example/', 'refused'],
  ['https://casino.example:pw@evil.example/', 'refused'],
  ['https://user@casino.example/faq', 'refused'],
  ['//casino.example@evil.example', 'refused'],
  ['https:casino.example@evil.example', 'same-site'],
  // look-alike and other hosts passed off as ours
  ['https://casino.example.evil.example/faq', 'casino.example.evil.example'],
  ['https://casino-example.com/faq', 'casino-example.com'],
  ['https://cаsino.example/faq', 'xn--csino-4ve.example'],
  ['https://casino.examp1e/faq', 'casino.examp1e'],
  ['http://casino.example/faq', 'casino.example'],
  ['https://casino.example:8443/faq', 'casino.example'],
  ['https://CASINO.example.evil.example', 'casino.example.evil.example'],
  ['https:\\\\evil.example', 'refused'],
  ['https:/evil.example', 'same-site'],
  ['https:evil.example', 'same-site'],
  // not a URL at all
  ['', 'refused'],
  ['   ', 'refused'],
  ['http://', 'refused'],
  ['https://[::1', 'refused'],
];

describe('the URL policy', () => {
  it('has at least fifty hostile forms in its table', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HOSTILE)('keeps %j on this site when marked internal', (raw, asExternal) => {
    const decision = decideUrl(raw, {}, page);
    if (asExternal === 'same-site') {
      expect(decision.kind).toBe('internal');
      const path = decision.kind === 'internal' ? decision.path : '';
      expect(path).toMatch(/^\/[^/\\]/);
      expect(new URL(path, page).origin).toBe('https://casino.example');
    } else {
      expect(decision.kind).toBe('refused');
    }
  });

  it.each(HOSTILE)('%j marked external: %s', (raw, asExternal) => {
    const decision = decideUrl(raw, { external: true }, page);
    if (asExternal === 'refused') {
      expect(decision.kind).toBe('refused');
    } else if (asExternal === 'same-site') {
      expect(decision.kind).toBe('internal');
    } else {
      expect(decision).toMatchObject({ kind: 'external' });
      expect(decision.kind === 'external' && new URL(decision.href).hostname).toBe(asExternal);
    }
  });

  it.each([
    ['/faq', '/faq'],
    ['/discount/5?x=1#top', '/discount/5?x=1#top'],
    ['gameHall/2', '/zh_CN/gameHall/2'],
    ['../promo', '/promo'],
    ['/a/./b/../c', '/a/c'],
    ['https://casino.example/faq/3', '/faq/3'],
    ['HTTPS://CASINO.EXAMPLE/faq', '/faq'],
    ['  /faq  ', '/faq'],
    ['/search?q=a//b', '/search?q=a//b'],
    ['/faq#/../..//x', '/faq#/../..//x'],
    ['?tab=2', '/zh_CN/discount?tab=2'],
  ])('follows %j inside the app as %j', (raw, path) => {
    expect(decideUrl(raw, {}, page)).toEqual({ kind: 'internal', path });
  });

  it.each([
    ['https://t.me/site1', 'https://t.me/site1'],
    ['http://partner.example/a?b=1', 'http://partner.example/a?b=1'],
    ['https://partner.example//double//slash', 'https://partner.example//double//slash'],
  ])('opens %j as an external link only when marked so', (raw, href) => {
    expect(decideUrl(raw, { external: true }, page)).toEqual({ kind: 'external', href });
    expect(decideUrl(raw, {}, page)).toEqual({ kind: 'refused', reason: 'external-not-allowed' });
  });

  it('names ambiguous paths, raw or encoded', () => {
    expect(isAmbiguousPath('//x')).toBe(true);
    expect(isAmbiguousPath('/a%2F%2Fb')).toBe(true);
    expect(isAmbiguousPath('/a/b')).toBe(false);
  });

  it('parses images and logos with the same rules', () => {
    expect(parseSafeUrl('/api/assets/logos/1-desktop.svg', page)?.pathname).toBe('/api/assets/logos/1-desktop.svg');
    expect(parseSafeUrl('javascript:alert(1)', page)).toBeNull();
    expect(parseSafeUrl(null, page)).toBeNull();
  });
});
