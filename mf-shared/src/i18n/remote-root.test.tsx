import { act, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createTestRoot, renderWithRoot } from '../testing';
import type { NamespaceLoader } from './create-i18n';
import { RemoteRoot } from './remote-root';

/** A loader the test releases (every locale asked for, the fallback too), so the loading state can be seen. */
function heldLoader() {
  const held: (() => void)[] = [];
  const loader: NamespaceLoader = (locale) =>
    new Promise((resolve) => {
      held.push(() => resolve({ default: { title: `Agent centre (${locale})` } }));
    });
  return { loader, release: () => held.forEach((release) => release()) };
}

function Title() {
  const { t } = useTranslation('proxy');
  return <h1>{t('title')}</h1>;
}

describe('RemoteRoot', () => {
  it('shows the loading area of a page until its namespace is loaded, then the page in the current language', async () => {
    const { loader, release } = heldLoader();
    const root = await createTestRoot({ locale: 'zh_CN' });
    // The gate suspends while the messages load: React wants an awaited act around it.
    await act(async () => {
      renderWithRoot(
        <RemoteRoot ns="proxy" loader={loader}>
          <Title />
        </RemoteRoot>,
        root,
      );
    });
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Agent centre (zh_CN)' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('renders nothing for a quiet host while loading', async () => {
    const { loader, release } = heldLoader();
    const root = await createTestRoot();
    let container: HTMLElement = document.body;
    await act(async () => {
      ({ container } = renderWithRoot(
        <RemoteRoot ns="proxy" loader={loader} quiet>
          <Title />
        </RemoteRoot>,
        root,
      ));
    });
    expect(container).toBeEmptyDOMElement();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Agent centre (en_US)' })).toBeInTheDocument();
  });
});
