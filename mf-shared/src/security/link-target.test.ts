import { resolveLinkTarget } from './link-target';

const page = 'https://casino.example/';

describe('resolveLinkTarget', () => {
  it('opens an http(s) link_type 0 URL as an external link, in a new tab for link_method 1', () => {
    expect(resolveLinkTarget('https://t.me/site1', 0, 1, page)).toEqual({ kind: 'external', href: 'https://t.me/site1', newTab: true });
    expect(resolveLinkTarget('http://partner.example/a?b=1', 0, 0, page)).toEqual({
      kind: 'external',
      href: 'http://partner.example/a?b=1',
      newTab: false,
    });
  });

  it('follows a link_type 1 path inside the app', () => {
    expect(resolveLinkTarget('/discount/5?x=1#top', 1, 0, page)).toEqual({ kind: 'internal', path: '/discount/5?x=1#top', newTab: false });
    expect(resolveLinkTarget('https://casino.example/faq', 1, 1, page)).toEqual({ kind: 'internal', path: '/faq', newTab: true });
  });

  it('keeps a link_type 0 link to our own site inside the app', () => {
    expect(resolveLinkTarget('/app', 0, 0, page)).toEqual({ kind: 'internal', path: '/app', newTab: false });
  });

  it.each([
    ['javascript:alert(1)', 0],
    ['java\nscript:alert(1)', 1],
    ['data:text/html,<b>x</b>', 0],
    ['vbscript:msgbox', 1],
    ['https://elsewhere.example/x', 1],
    ['//elsewhere.example/x', 1],
    ['/faq', 2],
    ['', 0],
    [null, 1],
  ])('refuses %p with link_type %p', (link, type) => {
    expect(resolveLinkTarget(link, type, 0, page)).toEqual({ kind: 'none' });
  });
});
