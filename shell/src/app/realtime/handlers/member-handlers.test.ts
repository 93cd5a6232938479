import { waitFor } from '@testing-library/react';
import { MEMBER_LAYOUT_PATH } from '@casino/mf-shared';
import { createFakeSandbox } from '@casino/mf-shared/testing';
import { handlerTestRoot } from '../test-support';
import { memberHandlers, onAppCleanCache, onLogin, onProfileUpdated } from './member-handlers';

describe('member handlers (private member.{id})', () => {
  it('logs out with already_login_msg when the login event carries another token', async () => {
    const { context, store, notifier, events } = await handlerTestRoot();
    onLogin(context, { token: 'token-B' });
    expect(notifier.error).toHaveBeenCalledWith('Your account has signed in somewhere else, so you have been logged out here.');
    expect(store.session.token).toBeNull();
    expect(store.session.isLoggedIn).toBe(false);
    expect(events).toContainEqual(['session:logged-out', { reason: 'elsewhere' }]);
  });

  it('ignores a login event with our own token, without a token, or when nobody is logged in', async () => {
    const { context, store, notifier } = await handlerTestRoot();
    onLogin(context, { token: 'token-A' });
    onLogin(context, {});
    onLogin(context, 'not json');
    expect(store.session.token).toBe('token-A');
    const visitor = await handlerTestRoot({ storage: {} });
    onLogin(visitor.context, { token: 'token-B' });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(visitor.notifier.error).not.toHaveBeenCalled();
    expect(visitor.events).toEqual([]);
  });

  it('shows the message in the page language', async () => {
    const { context, notifier } = await handlerTestRoot({ locale: 'zh_CN' });
    onLogin(context, { token: 'token-B' });
    expect(notifier.error).toHaveBeenCalledWith('您的账号已在其他地方登录，当前已退出登录。');
  });

  it('app_clean_cache logs out, clears the session keys and session storage, then reloads', async () => {
    const { context, store, env, events } = await handlerTestRoot();
    for (const [key, value] of Object.entries({
      member_type: '1',
      'window-msg': '{}',
      waitingWindow: 'gameWindow',
      skipReloadGetInfo: '1',
      pwa: '1',
      site_name: 'Test',
    })) {
      env.localStorage.setItem(key, value);
    }
    env.reload.mockImplementation(() => {
      // the reload comes last: everything is already clean when the page goes
      expect(store.session.token).toBeNull();
      expect(env.sessionStorage.clear).toHaveBeenCalled();
    });
    onAppCleanCache(context);
    expect(events).toContainEqual(['session:logged-out', { reason: 'clean-cache' }]);
    expect(env.reload).toHaveBeenCalledTimes(1);
    for (const key of ['member_type', 'window-msg', 'waitingWindow', 'skipReloadGetInfo', 'token', 'member_id']) {
      expect(env.localStorage.getItem(key)).toBeNull();
    }
    expect(env.localStorage.getItem('pwa')).toBe('1');
    expect(env.localStorage.getItem('site_name')).toBe('Test');
  });

  it('profile.updated reads the member layout again and asks for the profile again', async () => {
    let memberType = 1;
    const sandbox = createFakeSandbox({
      [MEMBER_LAYOUT_PATH]: () => ({
        member_common_layout: {
          id: 7,
          member_account: 'amy',
          member_currency: 'RMB',
          member_cash: 1,
          member_type: memberType,
          need_bank_account_deposit_verified: 0,
        },
      }),
    });
    const { context, events, store } = await handlerTestRoot({ fetch: sandbox.fetch });
    await store.member.load();
    memberType = 2;
    onProfileUpdated(context);
    expect(events).toContainEqual(['realtime:profile-changed', {}]);
    await waitFor(() => expect(store.member.layout?.memberType).toBe(2));
    expect(sandbox.hits(MEMBER_LAYOUT_PATH)).toBe(2);
  });

  it('registers the spec event names', () => {
    expect(Object.keys(memberHandlers).sort()).toEqual(['app_clean_cache', 'login', 'profile.updated']);
  });
});
