import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AWARD_RECORD_PATH, MEMBER_SEARCH_PATH, RECOMMEND_PROJECT_PATH } from '@casino/contracts';
import { businessError } from '@casino/mf-shared/testing';
import { createAccountSandbox } from '../../../testing/account-sandbox';
import { renderMember } from '../../../testing/render-member';
import { AwardRecordView } from './award-record-view';
import { MemberSearchView } from './member-search-view';
import { RecommendProjectView } from './recommend-project-view';

describe('recommend project', () => {
  it("shows the invite code and the register link with it, on the page's origin when the site has no base URL", async () => {
    const sandbox = createAccountSandbox();
    await renderMember(<RecommendProjectView />, { fetch: sandbox.fetch, config: { baseUrl: '' } });
    expect(await screen.findByLabelText('Your invite code')).toHaveTextContent('R1001');
    expect(screen.getByRole('textbox', { name: 'Your invite link' })).toHaveValue(`${window.location.origin}/?invite=R1001&modal=register`);
    expect(screen.getByText('RMB 124.00')).toBeInTheDocument();
  });

  it("builds the invite link on the site's base URL, with the locale prefix of a prefix strategy", async () => {
    const sandbox = createAccountSandbox();
    const config = { baseUrl: 'https://casino.example', localeStrategy: 'prefix' as const, defaultLocale: 'zh_CN' };
    await renderMember(<RecommendProjectView />, { fetch: sandbox.fetch, config, locale: 'en_US' });
    expect(await screen.findByRole('textbox', { name: 'Your invite link' })).toHaveValue(
      'https://casino.example/en_US?invite=R1001&modal=register',
    );
  });

  it('shows the server message state when the programme is closed', async () => {
    const sandbox = createAccountSandbox();
    sandbox.on(RECOMMEND_PROJECT_PATH, () => businessError(107, 'The recommend programme is not open for your currency'));
    await renderMember(<RecommendProjectView />, { fetch: sandbox.fetch });
    expect(await screen.findByText('Your recommend project could not be loaded.')).toBeInTheDocument();
  });
});

describe('award record', () => {
  it('lists a page of awards with their types, money and states, and pages on', async () => {
    const sandbox = createAccountSandbox();
    await renderMember(<AwardRecordView />, { fetch: sandbox.fetch });
    const table = await screen.findByRole('table', { name: 'Award record' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getAllByText('Registration').length).toBeGreaterThan(0);
    expect(screen.getByText('12 awards, RMB 300.00 paid')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(sandbox.callsTo(AWARD_RECORD_PATH).at(-1)?.body).toMatchObject({ page: 2, per_page: 10 });
  });

  it('shows the empty state, and refuses a reversed range without calling', async () => {
    const sandbox = createAccountSandbox();
    sandbox.on(AWARD_RECORD_PATH, () => ({ list: [], total_count: 0, total_amount: 0 }));
    await renderMember(<AwardRecordView />, { fetch: sandbox.fetch });
    expect(await screen.findByText('No awards in these dates.')).toBeInTheDocument();
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2999-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(sandbox.hits(AWARD_RECORD_PATH)).toBe(1);
  });
});

describe('member search', () => {
  it('lists the friends and searches one account', async () => {
    const sandbox = createAccountSandbox();
    await renderMember(<MemberSearchView />, { fetch: sandbox.fetch });
    const table = await screen.findByRole('table', { name: 'Member search' });
    expect(within(table).getByText('friend_cat')).toBeInTheDocument();
    expect(within(table).getByText('RMB 500.00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Account'), 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Member search' })).queryByText('friend_cat')).toBeNull());
    expect(sandbox.callsTo(MEMBER_SEARCH_PATH).at(-1)?.body).toMatchObject({ member_account: 'bob', page: 1 });
  });
});
