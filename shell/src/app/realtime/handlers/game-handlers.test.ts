import { createFakeSandbox } from '@casino/mf-shared/testing';
import { handlerTestRoot } from '../test-support';
import { onForwardGameStatus, onGameUrl } from './game-handlers';

function memberSandbox() {
  return createFakeSandbox({
    '/member/profile/common/layout': () => ({
      member_common_layout: { id: 7, member_account: 'player_rmb', member_currency: 'RMB', member_cash: 50, member_type: 1, is_playing: 1 },
    }),
    '/member/profile/my_cash': () => ({ my_cash_list: [], total: 50 }),
  });
}

describe('game handlers (private member.{id})', () => {
  it('forward_game.status 957 disables transfers with the notice and nothing else', async () => {
    const sandbox = memberSandbox();
    const { context, store, notifier, events } = await handlerTestRoot({ fetch: sandbox.fetch });
    onForwardGameStatus(context, { code: 957 });
    expect(store.game.transferDisabled).toBe(true);
    expect(notifier.error).toHaveBeenCalledWith('Transfers to this game are disabled at the moment.');
    expect(events).toEqual([]);
    expect(sandbox.calls).toEqual([]);
  });

  it('other codes read the member layout and the wallet again and go to the bus; transfers stay as they were', async () => {
    const sandbox = memberSandbox();
    const { context, store, notifier, events } = await handlerTestRoot({ fetch: sandbox.fetch });
    store.game.setTransferDisabled(true);
    onForwardGameStatus(context, { code: '200' });
    onForwardGameStatus(context, {});
    expect(events.filter(([name]) => name === 'realtime:game-status')).toEqual([['realtime:game-status', { code: 200 }]]);
    expect(store.game.transferDisabled).toBe(true);
    expect(notifier.error).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sandbox.hits('/member/profile/common/layout')).toBe(1);
    expect(sandbox.hits('/member/profile/my_cash')).toBe(1);
    expect(store.member.layout?.isPlaying).toBe(true);
    expect(store.wallet.balance).toBe(50);
  });

  it('a success code lifts an earlier 957', async () => {
    const { context, store } = await handlerTestRoot({ fetch: memberSandbox().fetch });
    onForwardGameStatus(context, { code: 957 });
    onForwardGameStatus(context, { code: 1000 });
    expect(store.game.transferDisabled).toBe(false);
  });

  it('game.url hands the URL to the games remote', async () => {
    const { context, events } = await handlerTestRoot();
    onGameUrl(context, { url: 'https://games.example/launch?t=1' });
    onGameUrl(context, { url: '' });
    expect(events).toEqual([['realtime:game-url', { url: 'https://games.example/launch?t=1' }]]);
  });
});
