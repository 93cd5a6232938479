/**
 * The path of the agent's register link: any page of the site with ?id=<agent code> makes the
 * agent the introducer (the shell's query middleware, docs/auth.md) and modal=register opens the
 * register form. The site's root is used rather than /register, which only production serves (it
 * sends on to the root there). `useSiteLink` makes it absolute on the site's base URL.
 */
export function registerPath(agentCode: string): string {
  return `/?id=${encodeURIComponent(agentCode)}&modal=register`;
}

/** The agent's own domain as a link, or null when it has none; a domain is a host name, never a path or a script. */
export function domainLink(domain: string, protocol: string): string | null {
  const host = domain.trim().toLowerCase();
  if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/.test(host)) return null;
  return `${protocol === 'http:' ? 'http:' : 'https:'}//${host}/`;
}
