import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_CASH_PATH, type RootStore } from '@casino/mf-shared';
import { CASH_SURPLUS_PATH, TRANSFER_BACK_PATH } from '@casino/contracts';
import { businessError, createFakeSandbox } from '@casino/mf-shared/testing';
import { renderMember } from '../../../testing/render-member';
import { WalletView } from './wallet-view';

function walletSandbox() {
  let providerCash = 20;
  let store: RootStore | null = null;
  const seenTransferring: boolean[] = [];
  const sandbox = createFakeSandbox({
    [MY_CASH_PATH]: () => ({
      total: 120 - providerCash,
      my_cash_list: [
        {
          gp_id: 'GPR8',
          gp_name: 'R8 Slots',
          cash: providerCash,
          is_light: providerCash > 0 ? 1 : 0,
          icon_dark: '/api/assets/providers/GPR8.svg',
        },
        { gp_id: 'GPJD', gp_name: 'JD Live', cash: 0, is_light: 0, icon_dark: '/api/assets/providers/GPJD.svg' },
      ],
    }),
    [CASH_SURPLUS_PATH]: () => ({ active: 1 }),
    [TRANSFER_BACK_PATH]: () => {
      seenTransferring.push(store?.game.transferringBack ?? false);
      const amount = providerCash;
      providerCash = 0;
      return { cash: 120, amount, transfers: [{ gp_id: 'GPR8', amount }] };
    },
  });
  return { sandbox, seenTransferring, attach: (root: RootStore) => (store = root) };
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('my wallet on %s', (_name, width) => {
  afterEach(() => jest.useRealTimers());

  it('shows the main wallet, each provider and the total from my_cash', async () => {
    const { sandbox } = walletSandbox();
    await renderMember(<WalletView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByTestId('wallet-main')).toHaveTextContent('RMB 100.00');
    expect(screen.getByTestId('wallet-in-games')).toHaveTextContent('RMB 20.00');
    expect(screen.getByText('R8 Slots')).toBeInTheDocument();
    expect(screen.getByText('RMB 120.00')).toBeInTheDocument();
    // what really happens: the money stays at the provider until the member transfers it back
    expect(await screen.findByText(/stays there when you leave the game.*“Transfer all back”/)).toBeInTheDocument();
    expect(screen.queryByText(/by itself/)).toBeNull();
  });

  it('transfers back with the game-state flag set, then counts the 10 s cooldown down on the button', async () => {
    const { sandbox, seenTransferring, attach } = walletSandbox();
    const { store } = await renderMember(<WalletView />, { width, fetch: sandbox.fetch });
    attach(store);
    await screen.findByTestId('wallet-main');
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'], advanceTimers: false });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(screen.getByRole('button', { name: 'Transfer all back' }));
    // a success, not an error: a status, never the alert
    expect(await screen.findByRole('status')).toHaveTextContent('Done: RMB 20.00 came back to your main wallet.');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seenTransferring).toEqual([true]);
    expect(store.game.transferringBack).toBe(false);
    await waitFor(() => expect(screen.getByTestId('wallet-main')).toHaveTextContent('RMB 120.00'));
    const button = screen.getByRole('button', { name: 'Transfer all back (10 s)' });
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Transfer all back (9 s)' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(9000));
    expect(screen.getByRole('button', { name: 'Transfer all back' })).toBeEnabled();
  });

  it.each([101, 102, 103, 104, 105])('code %i shows its own message (one_key_err_code_<code>)', async (code) => {
    const { sandbox } = walletSandbox();
    sandbox.fail(TRANSFER_BACK_PATH, businessError(code, 'server words'));
    await renderMember(<WalletView />, { width, fetch: sandbox.fetch });
    await screen.findByTestId('wallet-main');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer all back' }));
    const texts: Record<number, RegExp> = {
      101: /still being played/,
      102: /Transfers are disabled/,
      103: /transferred back a moment ago/,
      104: /no balance in the games/,
      105: /under maintenance/,
    };
    expect(await screen.findByRole('alert')).toHaveTextContent(texts[code] as RegExp);
  });

  it('another code shows the server message', async () => {
    const { sandbox } = walletSandbox();
    sandbox.fail(TRANSFER_BACK_PATH, businessError(999, 'Wallet service busy'));
    await renderMember(<WalletView />, { width, fetch: sandbox.fetch });
    await screen.findByTestId('wallet-main');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer all back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wallet service busy');
  });

  it.each([
    ['a game starting', (s: RootStore) => s.game.setStarting(true), /game is starting/],
    ['a game quitting', (s: RootStore) => s.game.setQuitting(true), /game is closing/],
    ['/play open', (s: RootStore) => s.game.setHallMode('page'), /Close the game/],
    ['a game modal open', (s: RootStore) => s.game.setModalVisible(true), /Close the game/],
  ])('is locked with %s', async (_case, lock, hint) => {
    const { sandbox } = walletSandbox();
    const { store } = await renderMember(<WalletView />, { width, fetch: sandbox.fetch });
    await screen.findByTestId('wallet-main');
    act(() => lock(store));
    expect(screen.getByRole('button', { name: 'Transfer all back' })).toBeDisabled();
    expect(screen.getByText(hint, { selector: '.wallet__hint' })).toBeInTheDocument();
  });

  it('is refused while the game window of this tab is open', async () => {
    const { sandbox } = walletSandbox();
    const { store } = await renderMember(<WalletView />, { width, fetch: sandbox.fetch });
    await screen.findByTestId('wallet-main');
    store.windows.register('gameWindow', { closed: false });
    await userEvent.click(screen.getByRole('button', { name: 'Transfer all back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Close the game before transferring back.');
    expect(sandbox.hits(TRANSFER_BACK_PATH)).toBe(0);
  });

  it('reads my_cash again on all_transfer_back', async () => {
    const { sandbox } = walletSandbox();
    const { store } = await renderMember(<WalletView />, { width, fetch: sandbox.fetch });
    await screen.findByTestId('wallet-main');
    const before = sandbox.hits(MY_CASH_PATH);
    act(() => void store.bus.emit('realtime:transfer-back-done', {}));
    await waitFor(() => expect(sandbox.hits(MY_CASH_PATH)).toBe(before + 1));
  });
});
