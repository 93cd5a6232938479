/**
 * Deploy configuration, parsed and validated in one place. Nothing else in deploy/ reads
 * process.env: the CLI and library callers get a `DeployConfig` from here.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { KNOWN_APPS, type AppDefinition } from '@casino/release-format';
import { ConfigError } from './errors';

export interface DeployConfig {
  /** Folder holding the workspaces' root package.json; apps build into `<repoRoot>/<app>/dist`. */
  repoRoot: string;
  /** The release root the shell server and nginx serve. */
  releaseDir: string;
  /** Who is recorded in the history for changes made with this config. */
  actor: string;
  apps: readonly AppDefinition[];
}

export interface ConfigOverrides {
  releaseDir?: string;
  repoRoot?: string;
  actor?: string;
  /** Where to start looking for the repo root; defaults to the current directory. */
  cwd?: string;
  /** Environment variables to read (RELEASE_DIR, USER); defaults to process.env. */
  processEnv?: NodeJS.ProcessEnv;
}

/** Walks up from `start` to the package.json that declares "workspaces"; null when none. */
export function findRepoRoot(start: string): string | null {
  let dir = path.resolve(start);
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) {
      try {
        const pkg = JSON.parse(readFileSync(candidate, 'utf8')) as { workspaces?: unknown };
        if (pkg.workspaces) return dir;
      } catch {
        // An unreadable package.json on the way up is not the root; keep walking.
      }
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/**
 * Builds the configuration from explicit overrides (CLI flags), then the environment, then
 * defaults. Throws a ConfigError listing every problem at once.
 */
export function loadConfig(overrides: ConfigOverrides = {}): DeployConfig {
  const env = overrides.processEnv ?? process.env;
  const cwd = overrides.cwd ?? process.cwd();
  const problems: string[] = [];

  let repoRoot: string | null = null;
  if (overrides.repoRoot !== undefined) {
    repoRoot = path.resolve(cwd, overrides.repoRoot);
    if (!existsSync(path.join(repoRoot, 'package.json'))) {
      problems.push(`repo root ${repoRoot} has no package.json`);
    }
  } else {
    repoRoot = findRepoRoot(cwd);
    if (repoRoot === null) {
      problems.push(`no package.json with "workspaces" found in ${cwd} or any parent (run deploy from inside the repository)`);
    }
  }

  const releaseSetting = overrides.releaseDir ?? env.RELEASE_DIR;
  let releaseDir = '';
  if (releaseSetting !== undefined && releaseSetting.trim() === '') {
    problems.push(overrides.releaseDir !== undefined ? '--release-dir is empty' : 'RELEASE_DIR is set but empty');
  } else if (releaseSetting !== undefined) {
    releaseDir = path.resolve(cwd, releaseSetting);
  } else if (repoRoot !== null) {
    releaseDir = path.join(repoRoot, 'release');
  }
  if (releaseDir !== '' && existsSync(releaseDir) && !statSync(releaseDir).isDirectory()) {
    problems.push(`release dir ${releaseDir} exists but is not a directory`);
  }

  const actor = (overrides.actor ?? env.USER ?? env.USERNAME ?? '').trim();
  if (overrides.actor !== undefined && actor === '') problems.push('--actor is empty');

  if (problems.length > 0 || repoRoot === null) {
    throw new ConfigError(problems);
  }
  return { repoRoot, releaseDir, actor: actor || 'unknown', apps: KNOWN_APPS };
}
