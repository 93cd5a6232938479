/** §9: the platform description names at most this many providers. */
export const PLATFORM_DESCRIPTION_LIMIT = 15;

/** The Chinese enumeration comma, and the separator of every other language. */
const CHINESE_SEPARATOR = '、';
const SEPARATOR = ', ';

interface NamedProvider {
  gp_id: string;
  gp_name: string;
}

/** Whether the interface language is a Chinese one (zh_CN, zh_TW), which enumerates with 、. */
function isChinese(locale: string): boolean {
  return locale.toLowerCase().startsWith('zh');
}

/**
 * The platform description of member-and-account.md §9: the providers' names, those of the
 * site's priority list first in its order, the others after in the order given, each name once,
 * at most 15, joined with 、 in Chinese and ", " otherwise.
 */
export function platformDescription(providers: readonly NamedProvider[], priority: readonly string[], locale: string): string {
  const rank = (gpId: string) => {
    const index = priority.indexOf(gpId);
    return index === -1 ? priority.length : index;
  };
  const names: string[] = [];
  const ordered = providers
    .map((provider, index) => ({ provider, index }))
    .sort((a, b) => rank(a.provider.gp_id) - rank(b.provider.gp_id) || a.index - b.index);
  for (const { provider } of ordered) {
    const name = provider.gp_name.trim();
    if (name && !names.includes(name)) names.push(name);
    if (names.length === PLATFORM_DESCRIPTION_LIMIT) break;
  }
  return names.join(isChinese(locale) ? CHINESE_SEPARATOR : SEPARATOR);
}
