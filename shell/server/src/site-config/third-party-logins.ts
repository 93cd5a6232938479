import type { ThirdPartyLogin } from '@casino/contracts';

type Env = Record<string, string | undefined>;

const ID = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * The third-party sign-in providers the login modal offers (docs/session.md): `thirdPartyLogins`
 * of the site document, or THIRD_PARTY_LOGINS (the same list as JSON). Each is { id, label,
 * authorizeUrl }; the popup opens authorizeUrl with `state` and `redirect_uri` added. None by default.
 */
export function resolveThirdPartyLogins(value: unknown, env: Env, origin: string): { logins: ThirdPartyLogin[]; problems: string[] } {
  const problems: string[] = [];
  let where = `thirdPartyLogins in ${origin}`;
  let list: unknown = value;
  if (env.THIRD_PARTY_LOGINS !== undefined && env.THIRD_PARTY_LOGINS !== '') {
    where = 'THIRD_PARTY_LOGINS';
    try {
      list = JSON.parse(env.THIRD_PARTY_LOGINS);
    } catch {
      return { logins: [], problems: ['THIRD_PARTY_LOGINS must be a JSON list of { id, label, authorizeUrl }'] };
    }
  }
  if (list === undefined) return { logins: [], problems };
  if (!Array.isArray(list)) return { logins: [], problems: [`${where} must be a list of { id, label, authorizeUrl }`] };
  const logins: ThirdPartyLogin[] = [];
  list.forEach((entry: unknown, index) => {
    const item = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const { id, label, authorizeUrl } = item;
    const bad: string[] = [];
    if (typeof id !== 'string' || !ID.test(id)) bad.push('id (lower-case letters, digits and dashes)');
    if (typeof label !== 'string' || !label.trim()) bad.push('label');
    let url: URL | null = null;
    try {
      url = typeof authorizeUrl === 'string' ? new URL(authorizeUrl) : null;
    } catch {
      url = null;
    }
    if (!url || !['https:', 'http:'].includes(url.protocol) || url.username || url.password) bad.push('authorizeUrl (an http(s) URL)');
    if (bad.length) problems.push(`${where}[${index}] needs a valid ${bad.join(', ')}`);
    else logins.push({ id: id as string, label: (label as string).trim(), authorizeUrl: (url as URL).href });
  });
  return { logins, problems };
}
