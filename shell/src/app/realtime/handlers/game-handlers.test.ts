import { handlerTestRoot } from '../test-support';
import { onForwardGameStatus, onGameUrl } from './game-handlers';

describe('game handlers (private member.{id})', () => {
  it('forward_game.status 957 disables transfers with the notice and nothing else', async () => {
    const { context, store, notifier, events } = await handlerTestRoot();
    onForwardGameStatus(context, { code: 957 });
    expect(store.game.transferDisabled).toBe(true);
    expect(notifier.error).toHaveBeenCalledWith('Transfers to this game are disabled at the moment.');
    expect(events).toEqual([]);
  });

  it('other codes start the game status handling (bus), transfers untouched', async () => {
    const { context, store, notifier, events } = await handlerTestRoot();
    onForwardGameStatus(context, { code: '200' });
    onForwardGameStatus(context, {});
    expect(events).toEqual([['realtime:game-status', { code: 200 }]]);
    expect(store.game.transferDisabled).toBe(false);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('game.url hands the URL to the games remote', async () => {
    const { context, events } = await handlerTestRoot();
    onGameUrl(context, { url: 'https://games.example/launch?t=1' });
    onGameUrl(context, { url: '' });
    expect(events).toEqual([['realtime:game-url', { url: 'https://games.example/launch?t=1' }]]);
  });
});
