/**
 * Deploy configuration: a declared schema (yup, as the shell server's site flags), validated once
 * when a command starts, that lists every problem at once. Nothing else in deploy/src reads
 * process.env (lint enforces it): the CLI and library callers get a `DeployConfig` from here, the
 * smoke gate its `SmokeSettings`, the preview-link command its `PreviewLinkEnv`.
 *
 * Settings, strongest first: CLI flags (overrides), then the environment, then defaults.
 *   --repo-root        the folder with the workspaces' package.json (default: found from the cwd up)
 *   --release-dir      RELEASE_DIR       the release root (default: <repo root>/release)
 *   --actor            USER, USERNAME    who the history records (default: "unknown")
 *                      CHROMIUM_PATH     the browser of the smoke gate (default: /usr/bin/chromium)
 *                      PREVIEW_SECRET    signs preview links (npm run preview-link)
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { object, string, ValidationError, type TestContext } from 'yup';
import { KNOWN_APPS, type AppDefinition } from '@casino/release-format';
import { validateConfig } from '@casino/server-kit/config';
import { ConfigError } from './errors';

export interface DeployConfig {
  /** Folder holding the workspaces' root package.json; apps build into `<repoRoot>/<app>/dist`. */
  repoRoot: string;
  /** The release root the shell server and nginx serve. */
  releaseDir: string;
  /** Who is recorded in the history for changes made with this config. */
  actor: string;
  apps: readonly AppDefinition[];
  /** What the smoke gate needs from this machine. */
  smoke: SmokeSettings;
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

/** What the schema judges: the settings as given (flags and environment) and the paths they resolve to. */
interface ConfigInput {
  /** Null when no repo root was given or found. */
  repoRoot: string | null;
  /** The release dir as given (flag or RELEASE_DIR), unresolved; undefined when neither is set. */
  releaseSetting: string | undefined;
  /** The resolved release dir; '' when it cannot be known. */
  releaseDir: string;
  /** The actor as given by --actor, else USER or USERNAME. */
  actor: string;
  chromiumPath: string | undefined;
}

/** Where each setting came from, for the messages. */
interface ConfigSources {
  cwd: string;
  repoRootFlag: boolean;
  releaseDirFlag: boolean;
  actorFlag: boolean;
}

const sources = (ctx: TestContext) => ctx.options.context as ConfigSources;

const configSchema = object({
  repoRoot: string()
    .nullable()
    .test('found', (value, ctx) =>
      value !== null || sources(ctx).repoRootFlag
        ? true
        : ctx.createError({
            message: `no package.json with "workspaces" found in ${sources(ctx).cwd} or any parent (run deploy from inside the repository)`,
          }),
    )
    .test('has-package-json', (value, ctx) =>
      !sources(ctx).repoRootFlag || value == null || existsSync(path.join(value, 'package.json'))
        ? true
        : ctx.createError({ message: `repo root ${value} has no package.json` }),
    ),
  releaseSetting: string()
    .optional()
    .test('not-blank', (value, ctx) =>
      value === undefined || value.trim() !== ''
        ? true
        : ctx.createError({ message: sources(ctx).releaseDirFlag ? '--release-dir is empty' : 'RELEASE_DIR is set but empty' }),
    ),
  releaseDir: string()
    .defined()
    .test('directory', (value, ctx) =>
      value === '' || !existsSync(value) || statSync(value).isDirectory()
        ? true
        : ctx.createError({ message: `release dir ${value} exists but is not a directory` }),
    ),
  actor: string()
    .defined()
    .test('not-blank', (value, ctx) => (!sources(ctx).actorFlag || value !== '' ? true : ctx.createError({ message: '--actor is empty' }))),
  chromiumPath: string()
    .optional()
    .test('not-blank', (value, ctx) =>
      value === undefined || value.trim() !== '' ? true : ctx.createError({ message: 'CHROMIUM_PATH is set but empty' }),
    ),
});

/** Validates `input` against the schema; throws a ConfigError listing every problem, in the schema's order. */
function validate(input: ConfigInput, context: ConfigSources): void {
  const { problems } = validateConfig(configSchema, input, { strict: true, context });
  if (problems.length > 0) throw new ConfigError(problems);
}

/** The settings as given, resolved against `cwd` (nothing is judged here: the schema does that). */
function configInput(overrides: ConfigOverrides, env: NodeJS.ProcessEnv, cwd: string): ConfigInput {
  const repoRoot = overrides.repoRoot !== undefined ? path.resolve(cwd, overrides.repoRoot) : findRepoRoot(cwd);
  const releaseSetting = overrides.releaseDir ?? env.RELEASE_DIR;
  let releaseDir = '';
  if (releaseSetting !== undefined && releaseSetting.trim() !== '') releaseDir = path.resolve(cwd, releaseSetting);
  else if (releaseSetting === undefined && repoRoot !== null) releaseDir = path.join(repoRoot, 'release');
  const actor = (overrides.actor ?? env.USER ?? env.USERNAME ?? '').trim();
  return { repoRoot, releaseSetting, releaseDir, actor, chromiumPath: env.CHROMIUM_PATH };
}

/**
 * Builds the configuration from explicit overrides (CLI flags), then the environment, then
 * defaults. Throws a ConfigError listing every problem at once.
 */
export function loadConfig(overrides: ConfigOverrides = {}): DeployConfig {
  const env = overrides.processEnv ?? process.env;
  const cwd = overrides.cwd ?? process.cwd();
  const input = configInput(overrides, env, cwd);
  validate(input, {
    cwd,
    repoRootFlag: overrides.repoRoot !== undefined,
    releaseDirFlag: overrides.releaseDir !== undefined,
    actorFlag: overrides.actor !== undefined,
  });
  return {
    repoRoot: input.repoRoot!,
    releaseDir: input.releaseDir,
    actor: input.actor || 'unknown',
    apps: KNOWN_APPS,
    smoke: { chromiumPath: input.chromiumPath ?? DEFAULT_CHROMIUM_PATH, inheritedEnv: env },
  };
}

/** What the smoke gate needs from the machine: the browser, and the environment its shell server inherits. */
export interface SmokeSettings {
  chromiumPath: string;
  /** The environment of this process, which the smoke's shell server starts from (its own settings on top). */
  inheritedEnv: NodeJS.ProcessEnv;
}

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The smoke settings alone (for a library caller without a DeployConfig), checked by the same schema. */
export function smokeSettings(env: NodeJS.ProcessEnv = process.env): SmokeSettings {
  try {
    configSchema.validateSyncAt('chromiumPath', { chromiumPath: env.CHROMIUM_PATH }, { strict: true });
  } catch (error) {
    if (error instanceof ValidationError) throw new ConfigError(error.errors);
    throw error;
  }
  return { chromiumPath: env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM_PATH, inheritedEnv: env };
}

/** The environment `npm run preview-link` reads: PREVIEW_SECRET, and RELEASE_DIR and USER for its config. */
export function previewLinkEnv(env: NodeJS.ProcessEnv = process.env): { PREVIEW_SECRET?: string; RELEASE_DIR?: string; USER?: string } {
  return { PREVIEW_SECRET: env.PREVIEW_SECRET, RELEASE_DIR: env.RELEASE_DIR, USER: env.USER };
}
