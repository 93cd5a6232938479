import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AGENT_PLAN_PATH, APPLY_FOR_AGENT_CHECK_PATH } from '@casino/contracts';
import { httpError, renderRemote } from '@casino/mf-shared/testing';
import ProxyPage from '../../../expose/proxy-page';
import { accessSandbox, type AccessState } from '../../../testing/access-sandbox';

/** Pages are lazy chunks that call the sandbox first: on a busy machine that outlasts the 1 s default. */
const FIRST = { timeout: 5000 };

type Locale = 'en_US' | 'zh_CN' | 'vi_VN';

async function renderPage(
  page: string,
  width: number,
  state: Partial<AccessState> = {},
  locale: Locale = 'en_US',
  ...more: Parameters<typeof accessSandbox>[1][]
) {
  const { sandbox } = accessSandbox(state, ...more);
  const view = await renderRemote(<ProxyPage />, {
    url: `/proxy?page=${page}`,
    paths: ['/proxy'],
    width,
    loggedIn: true,
    fetch: sandbox.fetch,
    locale,
  });
  return { ...view, sandbox };
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('register (apply) on %s', (_device, width) => {
  it('checks first (flag 0), files the application (flag 1) and then says it is under review', async () => {
    const { sandbox } = await renderPage('Register', width, { isAgent: true, agentActive: false });
    const apply = await screen.findByRole('button', { name: 'Apply to become an agent' }, FIRST);
    expect(sandbox.callsTo(APPLY_FOR_AGENT_CHECK_PATH).map((call) => call.body)).toEqual([{ agent_id: 0, apply_agent_flag: 0 }]);
    expect(screen.getByRole('link', { name: 'Agent agreement' })).toBeInTheDocument();
    await userEvent.click(apply);
    expect(await screen.findByTestId('application-status', {}, FIRST)).toHaveTextContent('Your application is under review');
    expect(sandbox.callsTo(APPLY_FOR_AGENT_CHECK_PATH).map((call) => call.body.apply_agent_flag)).toEqual([0, 1]);
    expect(screen.queryByRole('button', { name: 'Apply to become an agent' })).toBeNull();
  });
});

describe('register (apply): standings and refusals', () => {
  it('an application already filed is under review, without the button', async () => {
    await renderPage('Register', 1280, { applied: true });
    expect(await screen.findByTestId('application-status', {}, FIRST)).toHaveTextContent('Your application is under review');
    expect(screen.queryByRole('button', { name: 'Apply to become an agent' })).toBeNull();
  });

  it('an active agent is told so and offered the centre', async () => {
    await renderPage('Register', 1280, { refusal: 101 });
    expect(await screen.findByRole('status', {}, FIRST)).toHaveTextContent('You are already an agent.');
    // The centre's first page is a lazy chunk: React 19 finishes the navigation to a chunk loaded for the first time inside act.
    await act(() => userEvent.click(screen.getByRole('link', { name: 'Open the agent centre' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent centre' }, FIRST)).toBeInTheDocument();
  });

  it.each([
    ['en_US', 103, 'There is no agent programme for your currency yet.'],
    ['zh_CN', 103, '您的币种暂未开放代理计划。'],
    ['vi_VN', 102, 'Đại lý bạn đăng ký trực thuộc không tồn tại.'],
    ['en_US', 777, 'The application was refused (777). Please contact customer service.'],
  ] as const)('in %s, code %s reads "%s"', async (locale, code, text) => {
    await renderPage('Register', 390, { refusal: code }, locale);
    expect(await screen.findByRole('alert', {}, FIRST)).toHaveTextContent(text);
  });

  it('a check that fails outright offers a retry, which can succeed', async () => {
    let failing = true;
    const { sandbox } = await renderPage('Register', 1280, {}, 'en_US', {
      [APPLY_FOR_AGENT_CHECK_PATH]: () => (failing ? httpError(500) : {}),
    });
    const alert = await screen.findByRole('alert', {}, FIRST);
    expect(alert).toHaveTextContent('We could not check your application.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Apply to become an agent' }, FIRST)).toBeInTheDocument();
    expect(sandbox.hits(APPLY_FOR_AGENT_CHECK_PATH)).toBe(2);
  });

  it('a filing that fails says so beside the button and keeps it', async () => {
    await renderPage('Register', 1280, {}, 'en_US', {
      [APPLY_FOR_AGENT_CHECK_PATH]: (body) => (body.apply_agent_flag === 1 ? httpError(502) : {}),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Apply to become an agent' }, FIRST));
    expect(await screen.findByRole('alert', {}, FIRST)).toHaveTextContent('The application could not be sent. Please try again.');
    // antd's Button drops its loading state in an effect after the render that shows the alert.
    expect(await screen.findByRole('button', { name: 'Apply to become an agent' }, FIRST)).toBeEnabled();
  });
});

describe('plan', () => {
  it('lists the commission per level, by the site’s level names, and the rules', async () => {
    const { store } = await renderPage('Plan', 390);
    // The names arrive with the member data, after the table: the table follows them.
    await act(() => store.loadMemberData());
    const table = await screen.findByRole('table', { name: 'Commission by level' }, FIRST);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Gold partner40%5', 'Silver partner30%3', 'Level 312.5%1']);
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('says when the currency has no programme, and when the rates could not be loaded', async () => {
    await renderPage('Plan', 1280, { tiers: [] });
    expect(await screen.findByText('There is no agent programme for your currency yet.', {}, FIRST)).toBeInTheDocument();
  });

  it('offers a retry when the rates could not be loaded', async () => {
    await renderPage('Plan', 1280, {}, 'zh_CN', { [AGENT_PLAN_PATH]: () => httpError(500) });
    expect(await screen.findByText('佣金比例加载失败。', {}, FIRST)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});

describe('agreement', () => {
  it('lists the terms an agent accepts', async () => {
    await renderPage('Agreement', 1280, {}, 'vi_VN');
    const clauses = await screen.findByRole('list', { name: 'Thỏa thuận đại lý' }, FIRST);
    expect(within(clauses).getAllByRole('listitem')).toHaveLength(6);
  });
});
