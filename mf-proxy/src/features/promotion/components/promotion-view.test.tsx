import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_PROMOTION_PATH, type SiteConfig } from '@casino/contracts';
import { businessError, renderRemote } from '@casino/mf-shared/testing';
import ProxyPage from '../../../expose/proxy-page';
import { accessSandbox, type AccessState } from '../../../testing/access-sandbox';

/** Pages are lazy chunks that call the sandbox first: on a busy machine that outlasts the 1 s default. */
const FIRST = { timeout: 5000 };

async function renderPromotion(
  width: number,
  state: Partial<AccessState> = {},
  ...more: Parameters<typeof accessSandbox>[1][]
): ReturnType<typeof renderRemoteWithSandbox> {
  return renderRemoteWithSandbox(width, { baseUrl: '' }, state, ...more);
}

async function renderRemoteWithSandbox(
  width: number,
  config: Partial<SiteConfig>,
  state: Partial<AccessState> = {},
  ...more: Parameters<typeof accessSandbox>[1][]
) {
  const { sandbox } = accessSandbox(state, ...more);
  const view = await renderRemote(<ProxyPage />, {
    url: '/proxy?page=Promotion',
    paths: ['/proxy'],
    config,
    width,
    loggedIn: true,
    fetch: sandbox.fetch,
  });
  return { ...view, sandbox };
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('promotion on %s', (_device, width) => {
  it("gives the register link with the agent code (on the page's origin without a site base URL), a copy button, a QR code and the agent domain", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    await renderPromotion(width);
    const link = `${window.location.origin}/?id=AG1001&modal=register`;
    expect(await screen.findByRole('textbox', { name: 'Your register link' }, FIRST)).toHaveValue(link);
    expect(screen.getByTestId('agent-code')).toHaveTextContent('AG1001');
    expect(screen.getByTestId('downline-count')).toHaveTextContent('7');
    const qr = screen.getByRole('img', { name: 'QR code of your register link' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M0 0h1v1h-1z/);
    expect(screen.getByTestId('agent-domain')).toHaveAttribute('href', `${window.location.protocol}//agent1.localhost/`);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText('Link copied.', {}, FIRST)).toBeInTheDocument();
  });
});

describe('promotion link', () => {
  it("is built on the site's base URL, with the locale prefix of a prefix strategy", async () => {
    await renderRemoteWithSandbox(1280, {
      baseUrl: 'https://casino.example',
      localeStrategy: 'prefix_except_default',
      defaultLocale: 'zh_CN',
    });
    expect(await screen.findByRole('textbox', { name: 'Your register link' }, FIRST)).toHaveValue(
      'https://casino.example/en_US?id=AG1001&modal=register',
    );
  });
});

describe('promotion states', () => {
  it('says when the agent has no domain, and when copying fails', async () => {
    Object.assign(navigator, { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    await renderPromotion(1280, { promotion: { agent_code: 'AG1011', level: 2, active: 1, domain: '', downline_count: 0 } });
    expect(await screen.findByText('You have no agent domain. Ask customer service if you would like one.', {}, FIRST)).toBeInTheDocument();
    expect(screen.queryByTestId('agent-domain')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link could not be copied: select it and copy it yourself.', {}, FIRST)).toBeInTheDocument();
  });

  it('tells a member who runs no agent so, with nothing to retry', async () => {
    await renderPromotion(390, {}, { [AGENT_PROMOTION_PATH]: () => businessError(105, 'not an agent') });
    const alert = await screen.findByRole('alert', {}, FIRST);
    expect(alert).toHaveTextContent('This account does not run an agent programme.');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
