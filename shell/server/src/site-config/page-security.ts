import { parseHostRule } from './host-rules';

type Env = Record<string, string | undefined>;

/** Where the page may be framed and which image hosts content may use (docs/security.md, headers). */
export interface PageSecuritySettings {
  /** frame-ancestors sources: [] = nobody (the default), or 'self' and https origins. */
  frameAncestors: string[];
  /** Hosts (or `*.domain`) images inside content HTML may load from, besides the site. */
  contentImageHosts: string[];
}

const ORIGIN = /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/;

/**
 * FRAME_ANCESTORS (space or comma separated: 'self' and https origins; empty or unset = nobody)
 * and CONTENT_IMAGE_HOSTS (host names or *.domain, comma separated) over the site document's
 * `frameAncestors` and `contentImageHosts` lists.
 */
export function resolvePageSecurity(
  doc: Record<string, unknown>,
  env: Env,
  origin: string,
): { settings: PageSecuritySettings; problems: string[] } {
  const problems: string[] = [];
  const list = (envName: string, field: string): { values: string[]; where: string } => {
    const raw = env[envName];
    if (raw !== undefined) return { values: raw.split(/[\s,]+/).filter(Boolean), where: envName };
    const value = doc[field];
    if (value === undefined) return { values: [], where: field };
    if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) return { values: value, where: `${field} in ${origin}` };
    problems.push(`${field} in ${origin} must be a list of texts`);
    return { values: [], where: field };
  };

  const ancestors = list('FRAME_ANCESTORS', 'frameAncestors');
  const frameAncestors: string[] = [];
  for (const entry of ancestors.values) {
    const value = entry.trim();
    if (value === "'none'") continue;
    if (value === "'self'" || value === 'self') frameAncestors.push("'self'");
    else if (ORIGIN.test(value.toLowerCase())) frameAncestors.push(value.toLowerCase());
    else problems.push(`${ancestors.where}: "${value}" is not 'self' or an https origin such as https://partner.example`);
  }

  const images = list('CONTENT_IMAGE_HOSTS', 'contentImageHosts');
  const contentImageHosts: string[] = [];
  for (const entry of images.values) {
    const rule = parseHostRule(entry);
    if (typeof rule === 'string') problems.push(`${images.where}: ${rule}`);
    else contentImageHosts.push(`${rule.wildcard ? '*.' : ''}${rule.host}${rule.port ? `:${rule.port}` : ''}`);
  }
  return { settings: { frameAncestors, contentImageHosts }, problems };
}
