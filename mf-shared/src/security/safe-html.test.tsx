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

  it('hides a picture that fails to load instead of showing a broken image', async () => {
    let container: HTMLElement | undefined;
    await act(async () => {
      container = render(
        <SafeHtml className="pictures" html={'<p>News</p><img src="/missing.png" alt="Missing"><img src="/fine.png" alt="Fine">'} />,
      ).container;
    });
    expect(screen.getByRole('img', { name: 'Missing' })).toBeVisible();
    const missing = container?.querySelector<HTMLImageElement>('img[alt="Missing"]');
    act(() => {
      missing?.dispatchEvent(new Event('error'));
    });
    expect(screen.queryByRole('img', { name: 'Missing' })).not.toBeInTheDocument();
    expect(missing).not.toBeVisible();
    expect(screen.getByRole('img', { name: 'Fine' })).toBeVisible();
  });

  it('hides a picture whose address the content policy refused (no picture to show)', async () => {
    let container: HTMLElement | undefined;
    await act(async () => {
      container = render(<SafeHtml className="pictures" html={'<img src="javascript:alert(1)" alt="Refused"><p>Text</p>'} />).container;
    });
    const refused = container?.querySelector<HTMLImageElement>('img[alt="Refused"]');
    expect(refused?.hasAttribute('src')).toBe(false);
    expect(refused).not.toBeVisible();
    expect(screen.getByText('Text')).toBeVisible();
  });

  it('renders nothing inside for missing HTML', async () => {
    let container: HTMLElement | undefined;
    await act(async () => {
      container = render(<SafeHtml className="empty" html={null} />).container;
    });
    expect(container?.querySelector('div.empty')).toBeEmptyDOMElement();
  });
});
