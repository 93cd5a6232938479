/**
 * Just enough semver to decide the shared gate: does the version a shell provides satisfy the
 * range a remote was built to require (its mf-manifest.json `requiredVersion`)? The ranges are
 * what the mf-shared preset writes (`^0.7.1`, `~19.3.1`, an exact version) plus the usual
 * comparators, `x` wildcards, hyphen-free AND (spaces) and OR (`||`). Same rules as npm's semver
 * for those forms, including `^0.y.z` meaning `>=0.y.z <0.(y+1).0` and pre-releases matching only
 * a comparator on the same major.minor.patch. Unknown syntax is an error, never a pass.
 */

interface Version {
  major: number;
  minor: number;
  patch: number;
  prerelease: string[];
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/;

export function parseVersion(text: string): Version | null {
  const m = VERSION.exec(text.trim());
  if (!m) return null;
  return { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]), prerelease: m[4] ? m[4].split('.') : [] };
}

function compareIdentifiers(a: string, b: string): number {
  const an = /^\d+$/.test(a);
  const bn = /^\d+$/.test(b);
  if (an && bn) return Number(a) - Number(b);
  if (an) return -1;
  if (bn) return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareVersions(a: Version, b: Version): number {
  const core = a.major - b.major || a.minor - b.minor || a.patch - b.patch;
  if (core !== 0) return core;
  if (a.prerelease.length === 0 || b.prerelease.length === 0) return b.prerelease.length - a.prerelease.length;
  for (let i = 0; i < Math.max(a.prerelease.length, b.prerelease.length); i += 1) {
    const x = a.prerelease[i];
    const y = b.prerelease[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const c = compareIdentifiers(x, y);
    if (c !== 0) return c;
  }
  return 0;
}

type Op = '<' | '<=' | '>' | '>=' | '=';
interface Comparator {
  op: Op;
  version: Version;
}

const v = (major: number, minor: number, patch: number, prerelease: string[] = []): Version => ({ major, minor, patch, prerelease });

/** One space-separated term (`^1.2.3`, `>=1.0.0`, `1.x`) as comparators that must all hold. */
function termComparators(term: string, range: string): Comparator[] {
  const m = /^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$/.exec(term);
  const op = m?.[1] ?? '';
  const p = PARTIAL.exec(m?.[2] ?? '');
  if (!p) throw new Error(`unsupported version range "${range}"`);
  const wild = (s: string | undefined) => s === undefined || /^[xX*]$/.test(s);
  const major = wild(p[1]) ? null : Number(p[1]);
  const minor = major === null || wild(p[2]) ? null : Number(p[2]);
  const patch = minor === null || wild(p[3]) ? null : Number(p[3]);
  const pre = p[4] ? p[4].split('.') : [];
  if (major === null) return op === '<' || op === '>' ? [{ op: '<', version: v(0, 0, 0, ['0']) }] : [];
  const low = v(major, minor ?? 0, patch ?? 0, pre);
  switch (op) {
    case '^': {
      const high = major > 0 || minor === null ? v(major + 1, 0, 0) : minor > 0 || patch === null ? v(0, minor + 1, 0) : v(0, 0, patch + 1);
      return [
        { op: '>=', version: low },
        { op: '<', version: high },
      ];
    }
    case '~':
    case '~>':
      return [
        { op: '>=', version: low },
        { op: '<', version: minor === null ? v(major + 1, 0, 0) : v(major, minor + 1, 0) },
      ];
    case '':
    case '=':
      if (patch !== null) return [{ op: '=', version: low }];
      return [
        { op: '>=', version: low },
        { op: '<', version: minor === null ? v(major + 1, 0, 0) : v(major, minor + 1, 0) },
      ];
    case '>':
      if (patch !== null) return [{ op: '>', version: low }];
      return [{ op: '>=', version: minor === null ? v(major + 1, 0, 0) : v(major, minor + 1, 0) }];
    case '<=':
      if (patch !== null) return [{ op: '<=', version: low }];
      return [{ op: '<', version: minor === null ? v(major + 1, 0, 0) : v(major, minor + 1, 0) }];
    default:
      return [{ op: op as Op, version: low }];
  }
}

function holds({ op, version }: Comparator, candidate: Version): boolean {
  const c = compareVersions(candidate, version);
  return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : op === '>=' ? c >= 0 : c === 0;
}

/**
 * True when `version` satisfies `range`. A pre-release version satisfies a range only through a
 * comparator that names a pre-release of the same major.minor.patch (npm's rule).
 * Throws on a version or a range it cannot read.
 */
export function satisfies(version: string, range: string): boolean {
  const candidate = parseVersion(version);
  if (!candidate) throw new Error(`not a semantic version: "${version}"`);
  const alternatives = range.trim() === '' ? ['*'] : range.split('||');
  return alternatives.some((alternative) => {
    const terms = alternative
      .trim()
      .replace(/(\^|~>?|>=|<=|>|<|=)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    const comparators = (terms.length === 0 ? ['*'] : terms).flatMap((term) => termComparators(term, range));
    if (!comparators.every((c) => holds(c, candidate))) return false;
    if (candidate.prerelease.length === 0) return true;
    return comparators.some(
      ({ version: c }) =>
        c.prerelease.length > 0 && c.major === candidate.major && c.minor === candidate.minor && c.patch === candidate.patch,
    );
  });
}
