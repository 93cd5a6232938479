import { clearIntroducerCookies, cookieNames, readCookie } from '@casino/mf-shared';

/** An introducer fixed by an agent (`?id=`) or recommend (`?invite=`) link, from the cookies the shell wrote. */
export interface LinkIntroducer {
  registerType: 'agent' | 'recommend';
  code: string;
}

/** The link's introducer, or null; register_type says which cookie counts, as the shell writes them. */
export function readLinkIntroducer(): LinkIntroducer | null {
  const type = readCookie(cookieNames.registerType);
  const agent = readCookie(cookieNames.memberAgent);
  const recommend = readCookie(cookieNames.recommendCode);
  if (type === 'recommend' && recommend) return { registerType: 'recommend', code: recommend };
  if (agent && (type === 'agent' || !type)) return { registerType: 'agent', code: agent };
  if (recommend && !type) return { registerType: 'recommend', code: recommend };
  return null;
}

/** Forgets an introducer the server refused, so the next visit does not lock the field again. */
export function clearLinkIntroducer(): void {
  clearIntroducerCookies();
}
