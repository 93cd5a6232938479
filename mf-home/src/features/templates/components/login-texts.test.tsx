import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderHome } from '../../../testing/render-home';
import { siteBlockHandlers } from '../../../testing/site-blocks';
import { LoginTexts } from './login-texts';

async function loginSection() {
  const section = await screen.findByRole('region', { name: 'Why play with us' });
  await within(section).findAllByRole('listitem');
  return section;
}

describe('LoginTexts (model_login)', () => {
  it('asks with site_id, the locale code and the model version, and shows title and sanitised content by sort', async () => {
    const sandbox = createFakeSandbox(siteBlockHandlers());
    await renderHome(<LoginTexts />, { sandbox, config: { template: { desktop: 'site02', mobile: 'H5_1', modelVersion: 3 } } });
    const section = await loginSection();
    expect(sandbox.callsTo('/web/model_login')[0]?.body).toEqual({ site_id: 1, language: 'en_US', model_version: 3 });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Safe and fair', 'Why join us (en_US)']);
    expect(within(section).getByText('daily').tagName).toBe('EM');
    expect(section.querySelector('[onerror], script')).toBeNull();
  });

  it('refreshes without a reload on realtime:template-changed for model_login, not for another kind', async () => {
    let version = 1;
    const sandbox = createFakeSandbox({
      '/web/model_login': () => ({ list: [{ id: 1, title: `Text v${version}`, content: 'c', sort: 1 }] }),
    });
    const { root } = await renderHome(<LoginTexts />, { sandbox });
    const section = await loginSection();
    expect(within(section).getByRole('heading', { name: 'Text v1' })).toBeInTheDocument();
    version = 2;
    // Another kind first: when model_login's answer shows, a call of the first would have gone out already.
    act(() => void root.bus.emit('realtime:template-changed', { kind: 'model_sponsor' }));
    act(() => void root.bus.emit('realtime:template-changed', { kind: 'model_login', language: 'en_US' }));
    expect(await within(section).findByRole('heading', { name: 'Text v2' })).toBeInTheDocument();
    expect(sandbox.callsTo('/web/model_login')).toHaveLength(2);
    // The old list stayed while the new one loaded: no loading state in between.
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it('loads again in the new language', async () => {
    const sandbox = createFakeSandbox(siteBlockHandlers());
    const { root } = await renderHome(<LoginTexts />, { sandbox });
    await loginSection();
    await act(() => root.locale.setLocale('vi_VN'));
    const section = screen.getByRole('region', { name: 'Vì sao chơi cùng chúng tôi' });
    expect(await within(section).findByRole('heading', { name: 'Why join us (vi_VN)' })).toBeInTheDocument();
    expect(sandbox.callsTo('/web/model_login')[1]?.body.language).toBe('vi_VN');
  });

  it("has failed (with retry, the server's message as a toast) and empty states", async () => {
    let fail = true;
    const sandbox = createFakeSandbox({ '/web/model_login': () => (fail ? httpError(500, 'Template service is down') : { list: [] }) });
    const { notifier } = await renderHome(<LoginTexts />, { sandbox });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section could not be loaded.');
    expect(notifier.error).toHaveBeenCalledWith('Template service is down');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing to show yet.'));
  });
});
