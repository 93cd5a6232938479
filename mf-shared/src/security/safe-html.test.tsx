import { act, render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';

const html = '<p>Hello <b>there</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>';

function Page() {
  return (
    <main>
      <h1>Around it</h1>
      <SafeHtml className="note" as="section" html={html} />
    </main>
  );
}

describe('SafeHtml', () => {
  it('stands empty while the sanitiser loads, without holding up what is around it', () => {
    // Before DOMPurify's chunk is there: the heading shows at once, the element is empty.
    const { container, unmount } = render(<Page />);
    expect(screen.getByRole('heading', { name: 'Around it' })).toBeInTheDocument();
    expect(container.querySelector('section.note')).toBeEmptyDOMElement();
    unmount();
  });

  it('then shows the HTML cleaned: no script, no event handler', async () => {
    let container: HTMLElement | undefined;
    await act(async () => {
      container = render(<Page />).container;
    });
    const section = container?.querySelector('section.note');
    expect(section?.innerHTML).toContain('<p>Hello <b>there</b></p>');
    expect(section?.querySelector('script')).toBeNull();
    expect(section?.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('renders nothing inside for missing HTML', async () => {
    let container: HTMLElement | undefined;
    await act(async () => {
      container = render(<SafeHtml className="empty" html={null} />).container;
    });
    expect(container?.querySelector('div.empty')).toBeEmptyDOMElement();
  });
});
