import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSandbox, type FakeSandbox } from '@casino/mf-shared/testing';
import { renderHome, testConfig } from '../../../testing/render-home';
import { GameDemoEntry } from './game-demo-entry';

function demoSandbox(play: () => unknown = () => ({ game_url: '/api/assets/demo-game.html?gp_id=GPJL' })): FakeSandbox {
  return createFakeSandbox({
    '/demo/gt_games': () => ({
      data: [
        {
          gt_id: 2,
          gt_name: 'Slot',
          gp_list: ['GPPG', 'GPJL', 'GPR8'].map((gp_id) => ({ gp_id, gp_name: `${gp_id} games`, game_type: 2, house: '', is_demo: 1 })),
        },
        { gt_id: 6, gt_name: 'Chess', gp_list: [{ gp_id: 'GPJL', gp_name: 'GPJL games', game_type: 6, house: '', is_demo: 1 }] },
      ],
    }),
    '/demo/gp_games': (body) => ({
      data: [1, 2].map((n) => ({
        id: n,
        gp_id: body.gp_id,
        game_type: body.game_type_id,
        game_code: `${String(body.gp_id)}-${n}`,
        game_name: `${String(body.gp_id)} game ${n}`,
        house: '',
      })),
    }),
    '/demo/play': play,
  });
}

let openSpy: jest.SpyInstance;
let popup: { close: jest.Mock; closed: boolean; opener: unknown; location: { href: string; replace: jest.Mock } };

beforeEach(() => {
  popup = { close: jest.fn(), closed: false, opener: window, location: { href: '/loading', replace: jest.fn() } };
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
});
afterEach(() => openSpy.mockRestore());

async function openModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Try demo games' }));
  return screen.findByRole('dialog', { name: 'Demo games' });
}

describe('GameDemoEntry', () => {
  it('shows a visitor only the slot tab with the allowed providers, and the first provider’s games', async () => {
    const sandbox = demoSandbox();
    await renderHome(<GameDemoEntry />, { sandbox });
    const dialog = await openModal();
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Slot']);
    const providers = within(within(dialog).getByRole('group', { name: 'Providers' })).getAllByRole('button');
    expect(providers.map((button) => button.textContent)).toEqual(['GPJL games', 'GPR8 games']);
    expect(await within(dialog).findByText('GPJL game 1')).toBeInTheDocument();
    expect(sandbox.callsTo('/demo/gt_games')[0]?.body).toEqual({
      site_id: 1,
      support_device: 0,
      currency: 'RMB',
      template: testConfig.template.desktop,
    });
    expect(sandbox.callsTo('/demo/gp_games')[0]?.body).toEqual({
      site_id: 1,
      currency: 'RMB',
      device: 0,
      gp_id: 'GPJL',
      game_type_id: 2,
      house: '',
    });
  });

  it('shows a member every demo type, on mobile with support_device 1', async () => {
    const sandbox = demoSandbox();
    await renderHome(<GameDemoEntry />, { sandbox, member: true, width: 390 });
    const dialog = await openModal();
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Slot', 'Chess']);
    await userEvent.click(tabs[1]!);
    expect(await within(dialog).findByText('GPJL game 1')).toBeInTheDocument();
    expect(sandbox.callsTo('/demo/gt_games')[0]?.body).toMatchObject({ support_device: 1, template: testConfig.template.mobile });
  });

  it("inside the native apps sends the app's support_device 2 (§9)", async () => {
    const sandbox = demoSandbox();
    const { store } = await renderHome(<GameDemoEntry />, { sandbox, member: true, width: 390 });
    act(() => store.layout.setDeviceFacts({ pwaFlag: 'android', standalone: false, userAgent: navigator.userAgent }));
    await openModal();
    await waitFor(() => expect(sandbox.hits('/demo/gp_games')).toBe(1));
    expect(sandbox.callsTo('/demo/gt_games')[0]?.body).toMatchObject({ support_device: 2 });
    expect(sandbox.callsTo('/demo/gp_games')[0]?.body).toMatchObject({ device: 2 });
  });

  it('names each play button with its visible text at the start (WCAG 2.5.3)', async () => {
    await renderHome(<GameDemoEntry />, { sandbox: demoSandbox() });
    const dialog = await openModal();
    const play = await within(dialog).findByRole('button', { name: 'Play the demo of GPJL game 2' });
    expect(play.getAttribute('aria-label')!.startsWith(play.textContent!)).toBe(true);
  });

  it('plays a demo through /demo/play and opens its game_url', async () => {
    const sandbox = demoSandbox();
    await renderHome(<GameDemoEntry />, { sandbox });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Play the demo of GPJL game 2' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('/api/assets/demo-game.html?gp_id=GPJL'));
    // The provider's game page cannot reach this tab.
    expect(popup.opener).toBeNull();
    expect(openSpy).toHaveBeenCalledWith('/loading', '_blank');
    expect(sandbox.callsTo('/demo/play')[0]?.body).toEqual({
      site_id: 1,
      currency: 'RMB',
      device: 0,
      gp_id: 'GPJL',
      game_type: 2,
      game_code: 'GPJL-2',
      house: '',
    });
  });

  it('starts one demo request at a time: other play buttons wait until it ends', async () => {
    let finish: (value: unknown) => void = () => {};
    const sandbox = demoSandbox(() => new Promise((resolve) => (finish = resolve)));
    await renderHome(<GameDemoEntry />, { sandbox });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Play the demo of GPJL game 1' }));
    const other = within(dialog).getByRole('button', { name: 'Play the demo of GPJL game 2' });
    await waitFor(() => expect(other).toBeDisabled());
    await userEvent.click(other);
    expect(sandbox.callsTo('/demo/play')).toHaveLength(1);
    finish({ game_url: '/api/assets/demo-game.html?gp_id=GPJL&game_code=GPJL-1' });
    await waitFor(() => expect(other).toBeEnabled());
    expect(openSpy).toHaveBeenCalledTimes(1);
  });

  it('closes the placeholder window when the game URL is unsafe', async () => {
    const sandbox = demoSandbox(() => ({ game_url: 'javascript:alert(1)' }));
    const { notifier } = await renderHome(<GameDemoEntry />, { sandbox });
    const dialog = await openModal();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Play the demo of GPJL game 1' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalled());
    expect(notifier.error).toHaveBeenCalledWith('The demo game could not be opened.');
  });
});
