import semver from 'semver';

/**
 * The shared gate's question: does the version a shell provides satisfy the range a remote was
 * built to require (its mf-manifest.json `requiredVersion`)? npm's own rules (the `semver`
 * package), with one difference: what cannot be read is an error, never a pass or a quiet "no".
 */
export function satisfies(version: string, range: string): boolean {
  if (semver.valid(version) === null) throw new Error(`"${version}" is not a semantic version`);
  if (semver.validRange(range) === null) throw new Error(`unsupported version range "${range}"`);
  return semver.satisfies(version, range);
}
