import { act, screen } from '@testing-library/react';
import { AGENT_LEVEL_RENAME_PATH } from '@casino/contracts';
import { LocationProbe, renderRemote } from '@casino/mf-shared/testing';
import ProxyPage from '../../../expose/proxy-page';
import { accessSandbox, type AccessState } from '../../../testing/access-sandbox';

/** Pages are lazy chunks that call the sandbox first: on a busy machine that outlasts the 1 s default. */
const FIRST = { timeout: 5000 };

async function renderCentre(url: string, width: number, state: Partial<AccessState>, locale: 'en_US' | 'zh_CN' = 'en_US') {
  const { sandbox } = accessSandbox(state);
  const view = await renderRemote(
    <>
      <ProxyPage />
      <LocationProbe />
    </>,
    { url, paths: ['/proxy'], width, loggedIn: true, fetch: sandbox.fetch, locale },
  );
  // What the shell does for a member once the page boots: the layout (and with it the level names).
  await act(() => view.store.loadMemberData());
  return { ...view, sandbox };
}

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('reaching the centre on %s', (_device, width) => {
  it('sends an agent that is not active to the application page', async () => {
    await renderCentre('/proxy?page=Promotion', width, { agentActive: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Agent programme' }, FIRST)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/proxy?page=Register');
    expect(await screen.findByRole('heading', { level: 2, name: 'Apply as an agent' }, FIRST)).toBeInTheDocument();
  });

  it('lets an active agent stay, with its account and level name beside the title', async () => {
    const { sandbox } = await renderCentre('/proxy?page=Promotion', width, { agentActive: true });
    expect(await screen.findByRole('heading', { level: 2, name: 'Promotion' }, FIRST)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/proxy?page=Promotion');
    expect(await screen.findByTestId('agent-header-line', {}, FIRST)).toHaveTextContent('agent_rmb · Gold partner');
    expect(sandbox.hits(AGENT_LEVEL_RENAME_PATH)).toBe(1);
  });
});

describe('level names', () => {
  it('are the site’s names in the page language, else the translated "Level N"', async () => {
    await renderCentre('/proxy?page=Plan', 1280, { level: 2 }, 'zh_CN');
    expect(await screen.findByTestId('agent-header-line', {}, FIRST)).toHaveTextContent('agent_rmb · 银牌合伙人');
  });

  it('fall back to "Level N" for a level the site did not rename', async () => {
    await renderCentre('/proxy?page=Plan', 1280, { level: 4 });
    expect(await screen.findByTestId('agent-header-line', {}, FIRST)).toHaveTextContent('agent_rmb · Level 4');
  });

  it('are not asked for a member who is not an agent, who keeps the page asked for', async () => {
    const { sandbox } = await renderCentre('/proxy?page=Plan', 1280, { isAgent: false, agentActive: false });
    expect(await screen.findByRole('heading', { level: 2, name: 'Agent plan' }, FIRST)).toBeInTheDocument();
    expect(screen.queryByTestId('agent-header-line')).toBeNull();
    expect(sandbox.hits(AGENT_LEVEL_RENAME_PATH)).toBe(0);
  });
});
