import { sanitizeHtml } from './html-sanitizer';
import { configureContentPolicy, isAllowedContentImage } from './sanitize';

/** jsdom's page is http://localhost/. */
function clean(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

afterEach(() => configureContentPolicy({ imageHosts: [] }));

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const dirty =
      '<p><b>Bonus</b> <img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">go</a></p>';
    const html = sanitizeHtml(dirty);
    expect(html).toContain('<b>Bonus</b>');
    expect(html).not.toMatch(/onerror|<script|javascript:/i);
    clean(dirty);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('lets content links follow the URL policy', () => {
    const host = clean(
      [
        '<a id="in" href="/promo/3">in</a>',
        '<a id="dots" href="/.//evil.example/x">dots</a>',
        '<a id="up" href="/x/..//evil.example">up</a>',
        '<a id="entity" href="java&#x09;script:alert(1)">entity</a>',
        '<a id="ext" href="https://partner.example/p" target="_self">ext</a>',
        '<a id="blank" href="/faq" target="_blank">blank</a>',
      ].join(''),
    );
    expect(host.querySelector('#in')?.getAttribute('href')).toBe('/promo/3');
    for (const id of ['dots', 'up', 'entity']) expect(host.querySelector(`#${id}`)?.hasAttribute('href')).toBe(false);
    const external = host.querySelector('#ext');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(host.querySelector('#blank')?.getAttribute('rel')).toBe('noopener');
  });

  it('loads images only from this origin and the configured hosts', () => {
    configureContentPolicy({ imageHosts: ['cdn.casino.example', '*.img.example'] });
    const host = clean(
      [
        '<img id="own" src="/api/assets/pictures/10x10.svg">',
        '<img id="cdn" src="https://cdn.casino.example/a.png">',
        '<img id="wild" src="https://eu.img.example/a.png">',
        '<img id="plain" src="http://cdn.casino.example/a.png">',
        '<img id="track" src="https://tracker.example/pixel.gif">',
        '<img id="data" src="data:image/svg+xml,<svg/>">',
        '<img id="set" srcset="https://tracker.example/a.png 1x, /own.png 2x">',
      ].join(''),
    );
    expect(host.querySelector('#own')?.getAttribute('src')).toBe('/api/assets/pictures/10x10.svg');
    expect(host.querySelector('#cdn')?.getAttribute('src')).toBe('https://cdn.casino.example/a.png');
    expect(host.querySelector('#wild')?.hasAttribute('src')).toBe(true);
    for (const id of ['plain', 'track', 'data']) expect(host.querySelector(`#${id}`)?.hasAttribute('src')).toBe(false);
    expect(host.querySelector('#set')?.getAttribute('srcset')).toBe('/own.png 2x');
  });

  it('tells allowed image addresses apart', () => {
    expect(isAllowedContentImage('/a.png', 'http://localhost/')).toBe(true);
    expect(isAllowedContentImage('https://elsewhere.example/a.png', 'http://localhost/')).toBe(false);
  });
});
