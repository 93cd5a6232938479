import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and drops scripts, handlers and javascript: links', () => {
    const dirty =
      '<p><b>Bonus</b> <img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:alert(1)">go</a></p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<b>Bonus</b>');
    expect(clean).not.toMatch(/onerror|<script|javascript:/i);
    const host = document.createElement('div');
    host.innerHTML = clean;
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
