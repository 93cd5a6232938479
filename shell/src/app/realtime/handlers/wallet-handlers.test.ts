import { handlerTestRoot } from '../test-support';
import { onAllTransferBack, onMemberCash, walletHandlers } from './wallet-handlers';

describe('wallet handlers (private member.{id})', () => {
  it('member.cash sets the balance (numeric text too) and clears the quitting flag', async () => {
    const { context, store } = await handlerTestRoot();
    store.game.setQuitting(true);
    onMemberCash(context, { cash: '1300.50' });
    expect(store.wallet.balance).toBe(1300.5);
    expect(store.game.quitting).toBe(false);
    onMemberCash(context, { cash: 12 });
    expect(store.wallet.balance).toBe(12);
  });

  it('ignores a cash event without a number', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context, store } = await handlerTestRoot();
    store.wallet.setBalance(5);
    store.game.setQuitting(true);
    onMemberCash(context, { cash: 'lots' });
    onMemberCash(context, {});
    expect(store.wallet.balance).toBe(5);
    expect(store.game.quitting).toBe(true);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('all_transfer_back tells the lists to refetch', async () => {
    const { context, events } = await handlerTestRoot();
    onAllTransferBack(context);
    expect(events).toEqual([['realtime:transfer-back-done', {}]]);
    expect(Object.keys(walletHandlers).sort()).toEqual(['all_transfer_back', 'member.cash']);
  });
});
