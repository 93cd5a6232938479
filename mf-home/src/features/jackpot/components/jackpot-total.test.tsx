import { act, screen, within } from '@testing-library/react';
import { businessError, createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderHome } from '../../../testing/render-home';
import { JACKPOT_REFRESH_MS } from '../lib/format-jackpot';
import { JackpotTotal } from './jackpot-total';

afterEach(() => {
  jest.useRealTimers();
});

describe('JackpotTotal', () => {
  it('shows the site currency’s pool grouped and padded to ten integer digits, refreshed every 30 s and no longer after unmount', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let amount = 8888888.88;
    const sandbox = createFakeSandbox({ '/v2/get_jackpot': (body) => ({ currency: body.currency, jackpot_amount_total: amount }) });
    const { unmount } = await renderHome(<JackpotTotal />, { sandbox });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    const output = await screen.findByLabelText('Jackpot in RMB');
    expect(output).toHaveTextContent(/^0,008,888,888\.88$/);
    // The padding zeros are drawn, not read out: a screen reader hears the amount.
    expect(within(output).getByText('0,00')).toHaveAttribute('aria-hidden', 'true');
    expect(sandbox.callsTo('/v2/get_jackpot')[0]?.body).toEqual({ currency: 'RMB' });

    amount = 8888999.5;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
    });
    expect(screen.getByLabelText('Jackpot in RMB')).toHaveTextContent(/^0,008,888,999\.50$/);
    expect(sandbox.callsTo('/v2/get_jackpot')).toHaveLength(2);

    unmount();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS * 3);
    });
    expect(sandbox.callsTo('/v2/get_jackpot')).toHaveLength(2);
  });

  it('uses the member’s currency when logged in', async () => {
    const sandbox = createFakeSandbox({ '/v2/get_jackpot': (body) => ({ currency: body.currency, jackpot_amount_total: 1 }) });
    await renderHome(<JackpotTotal />, { sandbox, member: true, session: { currency: 'USD' } });
    expect(await screen.findByLabelText('Jackpot in USD')).toHaveTextContent(/^0,000,000,001\.00$/);
  });

  it("shows a failed state when the first call fails, with the server's message as a toast", async () => {
    const sandbox = createFakeSandbox({ '/v2/get_jackpot': () => httpError(500, 'Jackpot service is down') });
    const { notifier } = await renderHome(<JackpotTotal />, { sandbox });
    expect(await screen.findByRole('alert')).toHaveTextContent('The jackpot is not available right now.');
    expect(notifier.error).toHaveBeenCalledWith('Jackpot service is down');
  });

  it('toasts the first failure of an outage only: the 30 s poll stays quiet until an answer comes back', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let answer: () => unknown = () => ({ currency: 'RMB', jackpot_amount_total: 5 });
    const sandbox = createFakeSandbox({ '/v2/get_jackpot': () => answer() });
    const { notifier } = await renderHome(<JackpotTotal />, { sandbox });
    const poll = async (calls: number) => {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS);
      });
      expect(sandbox.callsTo('/v2/get_jackpot')).toHaveLength(calls);
    };
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(await screen.findByLabelText('Jackpot in RMB')).toHaveTextContent(/5\.00$/);

    answer = () => businessError(105, 'Jackpot pool is being settled');
    await poll(2);
    expect(notifier.error.mock.calls).toEqual([['Jackpot pool is being settled']]);
    await poll(3);
    await poll(4);
    // Two more failures of the same outage: no toast every 30 s; the last amount stays.
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Jackpot in RMB')).toHaveTextContent(/5\.00$/);

    answer = () => ({ currency: 'RMB', jackpot_amount_total: 7 });
    await poll(5);
    expect(screen.getByLabelText('Jackpot in RMB')).toHaveTextContent(/7\.00$/);
    answer = () => businessError(105, 'Jackpot pool is being settled again');
    await poll(6);
    expect(notifier.error).toHaveBeenCalledTimes(2);
    expect(notifier.error).toHaveBeenLastCalledWith('Jackpot pool is being settled again');
  });
});
