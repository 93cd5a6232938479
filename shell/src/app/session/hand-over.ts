import { MEMBER_LAYOUT_PATH, type RootStore, type SessionValues } from '@casino/mf-shared';
import type { MemberLayoutResponse } from '@casino/contracts';

/**
 * What became of a session handed over from outside this window (docs/security.md, "Threat: an
 * account swap through a session hand-over"):
 * - `taken`: the backend confirmed the token belongs to the named member; the session is stored;
 * - `same-member`: that member is already logged in here; nothing changes;
 * - `other-member`: another member is logged in here; nothing changes and the user is told;
 * - `refused`: the backend does not know the token for that member; nothing is stored;
 * - `unchecked`: the backend could not be asked (network, server error); nothing is stored.
 */
export type HandOverOutcome = 'taken' | 'same-member' | 'other-member' | 'refused' | 'unchecked';

/** Where the session comes from: the start-up query (`tk…`, `enc`) or a third-party login popup. */
export type HandOverSource = 'link' | 'popup';

interface HandOverContext {
  store: RootStore;
  t: (key: string, values?: Record<string, string>) => string;
}

/**
 * Takes a session handed over in a URL or by a login popup, only after the backend confirmed it:
 * the member layout is read with the candidate token, and its id, account and currency must be
 * the handed-over ones. A member who is logged in is never replaced by someone else's session.
 */
export async function takeHandOver(
  candidate: SessionValues,
  source: HandOverSource,
  { store, t }: HandOverContext,
): Promise<HandOverOutcome> {
  const { session } = store;
  if (session.isDemo) return 'refused';
  if (session.isLoggedIn) {
    if (session.memberId === candidate.memberId) return 'same-member';
    store.notifier.error(t('handOver.otherMember', { current: session.memberAccount ?? '', other: candidate.memberAccount }));
    return 'other-member';
  }
  let confirmed: boolean;
  try {
    const answer = await store.api.post<MemberLayoutResponse>(MEMBER_LAYOUT_PATH, {}, { silent: true, token: candidate.token });
    const layout = answer?.member_common_layout;
    confirmed =
      Boolean(layout) &&
      String(layout.id) === candidate.memberId &&
      layout.member_account === candidate.memberAccount &&
      layout.member_currency === candidate.currency;
  } catch (error) {
    // A 401 or a business refusal is the backend's "no"; a network failure or a 5xx is no answer.
    const { kind, status } = error as { kind?: string; status?: number };
    if (kind === 'unauthorized' || (kind === 'business' && (status ?? 0) < 500)) confirmed = false;
    else {
      store.notifier.error(t('handOver.unchecked'));
      return 'unchecked';
    }
  }
  // While the backend was asked, a login may have happened in this window.
  if (session.isLoggedIn) return session.memberId === candidate.memberId ? 'same-member' : 'other-member';
  if (!confirmed) {
    store.notifier.error(t(source === 'popup' ? 'handOver.popupRefused' : 'handOver.linkRefused'));
    return 'refused';
  }
  store.logIn(candidate);
  return 'taken';
}
