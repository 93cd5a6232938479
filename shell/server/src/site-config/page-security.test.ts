import { resolvePageSecurity } from './page-security';

describe('resolvePageSecurity', () => {
  it('frames nobody and allows no foreign image host by default', () => {
    expect(resolvePageSecurity({}, {}, 'site.json')).toEqual({ settings: { frameAncestors: [], contentImageHosts: [] }, problems: [] });
  });

  it('reads the document and lets the environment win', () => {
    const doc = { frameAncestors: ["'self'"], contentImageHosts: ['cdn.casino.example', '*.img.example'] };
    expect(resolvePageSecurity(doc, {}, 'site.json').settings).toEqual({
      frameAncestors: ["'self'"],
      contentImageHosts: ['cdn.casino.example', '*.img.example'],
    });
    expect(
      resolvePageSecurity(doc, { FRAME_ANCESTORS: 'https://partner.example, self', CONTENT_IMAGE_HOSTS: '' }, 'site.json').settings,
    ).toEqual({
      frameAncestors: ['https://partner.example', "'self'"],
      contentImageHosts: [],
    });
  });

  it('names what is not a framing origin or an image host', () => {
    const { problems } = resolvePageSecurity(
      {},
      { FRAME_ANCESTORS: "http://plain.example * 'unsafe-inline'", CONTENT_IMAGE_HOSTS: '*.com,a/b' },
      'x',
    );
    expect(problems).toHaveLength(5);
    expect(problems[0]).toContain('FRAME_ANCESTORS: "http://plain.example"');
  });
});
