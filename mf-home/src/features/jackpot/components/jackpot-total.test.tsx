import { act, screen, within } from '@testing-library/react';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
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

  it('shows a failed state when the first call fails', async () => {
    const sandbox = createFakeSandbox({ '/v2/get_jackpot': () => httpError(500) });
    const { notifier } = await renderHome(<JackpotTotal />, { sandbox });
    expect(await screen.findByRole('alert')).toHaveTextContent('The jackpot is not available right now.');
    expect(notifier.error).not.toHaveBeenCalled();
  });
});
