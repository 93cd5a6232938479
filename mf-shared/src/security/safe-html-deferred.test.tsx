import { act, render, screen } from '@testing-library/react';
import { SafeHtml, htmlSanitizer } from './safe-html';

// Its own file: the sanitiser's slot is loaded once per module registry, and this test needs it unloaded.

function Footer() {
  return (
    <footer>
      <p>Around it</p>
      <SafeHtml className="footer-note" html={'<p>Licensed <b>operator</b></p><script>alert(1)</script>'} deferred />
    </footer>
  );
}

describe('SafeHtml deferred (HTML below the first view)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('does not load the sanitiser during the first view, then shows the HTML cleaned', async () => {
    const { container } = render(<Footer />);
    // Whatever resolves now (a chunk that would have been asked for) has resolved.
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(screen.getByText('Around it')).toBeInTheDocument();
    expect(container.querySelector('.footer-note')).toBeEmptyDOMElement();
    expect(htmlSanitizer.now()).toBeNull();

    // A few seconds after the page's load (jsdom's document is complete), once idle: it loads.
    await act(async () => {
      jest.advanceTimersByTime(5100);
    });
    await act(async () => {
      await htmlSanitizer.load();
    });
    expect(container.querySelector('.footer-note')?.innerHTML).toBe('<p>Licensed <b>operator</b></p>');
  });
});
