/** The publishable apps and the names a release gives them (versions and environments). */
import { ReleaseError } from './errors';

export type AppKind = 'remote' | 'shell';

/** One publishable app: its package folder, its federation name and what it builds. */
export interface AppDefinition {
  /** Package folder under the repo root and the folder name under release/ (e.g. `mf-home`). */
  app: string;
  /** Module Federation container name (e.g. `mf_home`); `shell` for the host. */
  name: string;
  kind: AppKind;
}

/** The apps of the platform (ARCHITECTURE.md): the shell and the five remotes. */
export const KNOWN_APPS: readonly AppDefinition[] = [
  { app: 'shell', name: 'shell', kind: 'shell' },
  { app: 'mf-home', name: 'mf_home', kind: 'remote' },
  { app: 'mf-auth', name: 'mf_auth', kind: 'remote' },
  { app: 'mf-games', name: 'mf_games', kind: 'remote' },
  { app: 'mf-member', name: 'mf_member', kind: 'remote' },
  { app: 'mf-proxy', name: 'mf_proxy', kind: 'remote' },
];

/** A version folder's name: it becomes a URL path segment. */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

/** An environment's name: it becomes a file name (the shell server's RELEASE_ENV follows the same rule). */
export const ENV_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;

export function assertVersion(version: string): void {
  if (!VERSION_PATTERN.test(version)) {
    throw new ReleaseError(`invalid version "${version}" (letters, digits, ".", "-" and "_" only; it becomes a URL path segment)`);
  }
}

/** Throws unless `env` is a safe environment name (it becomes a file name). */
export function assertEnvName(env: string): void {
  if (!ENV_PATTERN.test(env)) {
    throw new ReleaseError(`invalid environment name "${env}" (lower-case letters, digits and -, starting with a letter)`);
  }
}
