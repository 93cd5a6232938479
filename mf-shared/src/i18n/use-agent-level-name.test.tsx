import { observer } from 'mobx-react-lite';
import { act, screen } from '@testing-library/react';
import { AGENT_LEVEL_RENAME_PATH, type Locale } from '@casino/contracts';
import { MEMBER_LAYOUT_PATH } from '../stores/member-store';
import { MY_CASH_PATH } from '../stores/wallet-store';
import { createFakeSandbox, httpError } from '../testing/fake-sandbox';
import { createTestRoot, renderWithRoot } from '../testing/root';
import { useAgentLevelName } from './use-agent-level-name';

const layout = (memberType: number) => ({
  member_common_layout: {
    id: 6,
    member_account: 'agent_rmb',
    member_currency: 'RMB',
    member_cash: '0',
    member_type: memberType,
    agent_type: memberType === 1 ? null : 1,
    agent_level: memberType === 1 ? null : 2,
    is_agent: memberType === 1 ? 0 : 1,
    agent_active: 1,
    is_playing: 0,
    cash_back_status: 1,
    wallet_status: 1,
    first_login_to_change_password: 0,
    need_bank_account_deposit_verified: 0,
  },
});

const detail = {
  detail: [
    { level: 1, names: { en_US: 'Gold partner', zh_CN: '金牌代理', vi_VN: 'Đối tác Vàng' } },
    { level: 2, names: { en_US: 'Silver partner', zh_CN: '', vi_VN: 'Đối tác Bạc' } },
  ],
};

const Levels = observer(function Levels() {
  const levelName = useAgentLevelName();
  return (
    <ul>
      {[1, 2, 3].map((level) => (
        <li key={level}>{levelName(level)}</li>
      ))}
    </ul>
  );
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderLevels(memberType: number, locale: Locale = 'en_US', rename: () => unknown = () => detail) {
  const sandbox = createFakeSandbox(
    { [MEMBER_LAYOUT_PATH]: () => layout(memberType), [MY_CASH_PATH]: () => ({ total: 0, my_cash_list: [] }) },
    { [AGENT_LEVEL_RENAME_PATH]: rename },
  );
  const root = await createTestRoot({ fetch: sandbox.fetch, locale });
  renderWithRoot(<Levels />, root);
  act(() => {
    root.store.logIn({ token: 't', memberId: '6', memberAccount: 'agent_rmb', currency: 'RMB', memberType });
  });
  await settle();
  await settle();
  return { root, sandbox, items: () => screen.getAllByRole('listitem').map((item) => item.textContent) };
}

describe('useAgentLevelName', () => {
  it('names the levels an agent site renamed, and the others "Level N"', async () => {
    const { items, sandbox } = await renderLevels(2);
    expect(sandbox.hits(AGENT_LEVEL_RENAME_PATH)).toBe(1);
    expect(items()).toEqual(['Gold partner', 'Silver partner', 'Level 3']);
  });

  it('uses the page language, and the translated "Level N" where a language was not renamed', async () => {
    const { items } = await renderLevels(2, 'zh_CN');
    expect(items()).toEqual(['金牌代理', '2级', '3级']);
  });

  it('never asks for the names for a normal member (member_type 1)', async () => {
    const { items, sandbox } = await renderLevels(1, 'vi_VN');
    expect(sandbox.hits(AGENT_LEVEL_RENAME_PATH)).toBe(0);
    expect(items()).toEqual(['Cấp 1', 'Cấp 2', 'Cấp 3']);
  });

  it('keeps "Level N" when the call fails', async () => {
    const { items } = await renderLevels(2, 'en_US', () => httpError(500));
    expect(items()).toEqual(['Level 1', 'Level 2', 'Level 3']);
  });

  it('forgets the names at logout', async () => {
    const { root, items } = await renderLevels(2);
    expect(items()[0]).toBe('Gold partner');
    act(() => root.store.logout('user'));
    expect(items()[0]).toBe('Level 1');
  });
});
