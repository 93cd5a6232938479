import { storageKeys } from '@casino/mf-shared';
import { asPayload, stringField } from '../payload';
import type { HandlerContext, HandlerTable } from './handler-context';

/**
 * Local-storage keys that belong to a member's session and go with app_clean_cache. The logout
 * already removes token, member_id, member_account and currency; pwa, site_name and isV3Ver
 * describe the device and the site, not the member, and stay.
 */
export const SESSION_STORAGE_KEYS = [
  storageKeys.token,
  storageKeys.memberId,
  storageKeys.memberAccount,
  storageKeys.currency,
  storageKeys.memberType,
  storageKeys.skipReloadGetInfo,
  storageKeys.waitingWindow,
  storageKeys.windowMsg,
] as const;

/** `login` on member.{id}: the account signed in somewhere else with another token. */
export function onLogin({ store, t }: HandlerContext, data: unknown): void {
  const token = stringField(asPayload(data), 'token');
  if (!token || !store.session.isLoggedIn || token === store.session.token) return;
  store.notifier.error(t('realtime.alreadyLogin'));
  store.logout('elsewhere');
}

/** `app_clean_cache`: the back office asks every page of the member to start afresh. */
export function onAppCleanCache({ store, env }: HandlerContext): void {
  store.logout('clean-cache');
  for (const key of SESSION_STORAGE_KEYS) env.localStorage.removeItem(key);
  env.sessionStorage.clear();
  env.reload();
}

/** `profile.updated`: the member layout is read again (RootStore.member); the member centre refetches the profile detail. */
export function onProfileUpdated({ store }: HandlerContext): void {
  void store.member.load();
  store.bus.emit('realtime:profile-changed', {});
}

export const memberHandlers: HandlerTable = {
  login: onLogin,
  app_clean_cache: onAppCleanCache,
  'profile.updated': onProfileUpdated,
};
