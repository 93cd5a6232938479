import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MY_CASH_PATH } from '@casino/mf-shared';
import {
  SIGNIN_CLAIM_PATH,
  SIGNIN_DETAIL_PATH,
  type SigninCampaign,
  type SigninCampaignStatus,
  type SigninDayState,
} from '@casino/contracts';
import { businessError, createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderMember } from '../../../testing/render-member';
import { SigninView } from './signin-view';

const DAYS = ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'];

function campaign(status: SigninCampaignStatus, states: SigninDayState[], signedToday: 0 | 1 = 0): SigninCampaign {
  return {
    id: 7,
    currency: 'RMB',
    start_day: DAYS[0] ?? '',
    end_day: DAYS[3] ?? '',
    today: '2026-03-03',
    status,
    signed_today: signedToday,
    days: DAYS.map((day, index) => ({ day, reward: (index + 1) * 2, state: states[index] ?? 'upcoming' })),
  };
}

/** A member on day 3 of a four-day campaign: day 1 signed, day 2 missed; signing in adds the day's 6.00. */
function signinSandbox(initial: SigninCampaign | null = campaign('open', ['signed', 'missed', 'today', 'upcoming'])) {
  let current = initial;
  let cash = 100;
  const claims: unknown[] = [];
  const sandbox = createFakeSandbox({
    [SIGNIN_DETAIL_PATH]: () => ({ campaign: current }),
    [SIGNIN_CLAIM_PATH]: (body) => {
      claims.push(body);
      cash += 6;
      current = campaign('open', ['signed', 'missed', 'signed', 'upcoming'], 1);
      return { day: '2026-03-03', reward: 6, cash };
    },
    [MY_CASH_PATH]: () => ({ total: cash, my_cash_list: [] }),
  });
  return { sandbox, claims };
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('daily check-in on %s', (_name, width) => {
  it("shows each day's date, reward and state in words, today marked as the current date", async () => {
    const { sandbox } = signinSandbox();
    await renderMember(<SigninView />, { width, fetch: sandbox.fetch });
    const list = await screen.findByRole('list', { name: 'Check-in days' });
    const days = within(list).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      'Mar 1, 2026RMB 2.00Checked in',
      'Mar 2, 2026RMB 4.00Missed',
      'Mar 3, 2026RMB 6.00Today: check in now',
      'Mar 4, 2026RMB 8.00Not open yet',
    ]);
    expect(days[2]).toHaveAttribute('aria-current', 'date');
    expect(screen.getByText("Check in once a day from Mar 1, 2026 to Mar 4, 2026 and collect each day's reward.")).toBeInTheDocument();
  });

  it('checks in from the keyboard, says the reward, moves the balance and then says checked in today', async () => {
    const { sandbox, claims } = signinSandbox();
    const { store } = await renderMember(<SigninView />, { width, fetch: sandbox.fetch });
    const button = await screen.findByRole('button', { name: 'Check in' });
    expect(button).toBeEnabled();
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Checked in! RMB 6.00 has been added to your main wallet.');
    expect(claims).toEqual([{ id: 7 }]);
    await waitFor(() => expect(store.wallet.balance).toBe(106));
    expect(await screen.findByRole('button', { name: 'Checked in today' })).toBeDisabled();
    const today = within(screen.getByRole('list', { name: 'Check-in days' })).getAllByRole('listitem')[2];
    expect(today).toHaveTextContent('Checked in');
  });

  it.each([
    ['open', 1, 'Checked in today'],
    ['ended', 0, 'Campaign ended'],
    ['not_open', 0, 'Not open yet'],
  ] as const)('a campaign %s (signed today %i): the button says %s and cannot be pressed', async (status, signed, label) => {
    const { sandbox } = signinSandbox(campaign(status, ['missed', 'missed', signed ? 'signed' : 'missed', 'missed'], signed));
    await renderMember(<SigninView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByRole('button', { name: label })).toBeDisabled();
  });

  it("a refusal shows the server's message and reads the campaign again", async () => {
    const { sandbox } = signinSandbox();
    sandbox.fail(SIGNIN_CLAIM_PATH, businessError(102, 'You have already checked in today. Come back tomorrow!'));
    await renderMember(<SigninView />, { width, fetch: sandbox.fetch });
    await userEvent.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already checked in today. Come back tomorrow!');
    await waitFor(() => expect(sandbox.hits(SIGNIN_DETAIL_PATH)).toBe(2));
  });

  it('says when there is no campaign, and when it could not be loaded (with Retry)', async () => {
    const { sandbox } = signinSandbox(null);
    const first = await renderMember(<SigninView />, { width, fetch: sandbox.fetch });
    expect(await screen.findByText('There is no check-in campaign at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();

    const failing = signinSandbox();
    failing.sandbox.fail(SIGNIN_DETAIL_PATH, httpError(503));
    await renderMember(<SigninView />, { width, fetch: failing.sandbox.fetch });
    expect(await screen.findByRole('alert')).toHaveTextContent('The check-in campaign could not be loaded.');
  });
});
