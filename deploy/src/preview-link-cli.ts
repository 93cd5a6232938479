/**
 * `npm run preview-link -- <app> <version> [--ttl 1h] [--base-url https://casino.example] [--cookie]`:
 * prints a signed link that makes one browser preview a published version of a remote
 * (docs/shell-server.md, "Preview before promote"), or with --cookie the signed preview cookie
 * itself, for QA to set by hand (browser tools, curl). PREVIEW_SECRET must be the shell server's.
 *
 * Kept apart from the deploy CLI (cli-program.ts) so that the two can change independently; the
 * error line has the same shape (`preview-link: error: …`, exit 1).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Command, CommanderError } from 'commander';
import { loadConfig, previewLinkEnv } from './config';
import {
  PREVIEW_EXIT_PATH,
  PREVIEW_MAX_TTL_SECONDS,
  PREVIEW_SECRET_MIN_LENGTH,
  parseTtl,
  PREVIEW_COOKIE,
  previewCookieValue,
  previewLink,
  previewTargetProblem,
  ReleaseError,
  type SignedPreview,
} from '@casino/release-format';
import type { CliIo } from './cli-program';

interface PreviewLinkOptions {
  ttl: string;
  baseUrl: string;
  releaseDir?: string;
  json?: boolean;
  cookie?: boolean;
}

/** The environment this command reads (passed in, so tests need no process.env). */
export interface PreviewLinkEnv {
  PREVIEW_SECRET?: string;
  RELEASE_DIR?: string;
  USER?: string;
}

const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Runs the command on `argv` (as in process.argv) and resolves with the exit code. */
export async function runPreviewLinkCli(
  argv: readonly string[],
  env: PreviewLinkEnv,
  io: CliIo = processIo,
  now: () => number = Date.now,
): Promise<number> {
  const program = new Command('preview-link')
    .description('Print a signed link that lets one browser preview a published, not yet promoted, version of a remote.')
    .argument('<app>', 'mf-home, mf-auth, mf-games, mf-member or mf-proxy')
    .argument('<version>', 'a published version (npm run deploy -- list <app>)')
    .option('--ttl <duration>', 'how long the link and its cookie last: 90s, 30m, 1h, 2d (at most 7d)', '1h')
    .option('--base-url <url>', 'the site the link opens', 'http://localhost:8080')
    .option('--release-dir <dir>', 'release root to check the version in (default: $RELEASE_DIR, else <repo root>/release)')
    .option('--json', 'print { app, version, expiresAt, link, cookie } as JSON')
    .option('--cookie', 'print the signed preview cookie (name=value) instead of the link, to set by hand')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .action((app: string, version: string, opts: PreviewLinkOptions) => {
      const problem = previewTargetProblem({ app, version });
      if (problem) throw new ReleaseError(problem);
      const secret = env.PREVIEW_SECRET ?? '';
      if (secret.length < PREVIEW_SECRET_MIN_LENGTH) {
        throw new ReleaseError(
          `PREVIEW_SECRET must be set to the shell server's secret (at least ${PREVIEW_SECRET_MIN_LENGTH} characters)${secret ? '' : '; it is not set'}`,
        );
      }
      const ttl = parseTtl(opts.ttl);
      if (ttl === null || ttl < 1 || ttl > PREVIEW_MAX_TTL_SECONDS) {
        throw new ReleaseError(`--ttl must be a duration such as 90s, 30m, 1h or 2d, at most 7d (got "${opts.ttl}")`);
      }
      let base: URL;
      try {
        base = new URL(opts.baseUrl);
        if (!['http:', 'https:'].includes(base.protocol)) throw new Error('not http');
      } catch {
        throw new ReleaseError(`--base-url must be an http(s) URL (got "${opts.baseUrl}")`);
      }
      const config = loadConfig({ releaseDir: opts.releaseDir, processEnv: { RELEASE_DIR: env.RELEASE_DIR, USER: env.USER } });
      // Only what is published can be previewed: the shell server refuses the rest, so say it now.
      if (!existsSync(path.join(config.releaseDir, 'remotes', app, version, 'mf-manifest.json'))) {
        throw new ReleaseError(`${app} ${version} is not published in ${config.releaseDir} (npm run deploy -- list ${app})`);
      }
      const preview: SignedPreview = { app, version, exp: Math.floor(now() / 1000) + ttl };
      const link = previewLink(base.origin + base.pathname.replace(/\/+$/, ''), preview, secret);
      const cookie = `${PREVIEW_COOKIE}=${previewCookieValue([{ app, version }], preview.exp, secret)}`;
      const expiresAt = new Date(preview.exp * 1000).toISOString();
      if (opts.json) {
        io.out(`${JSON.stringify({ app, version, expiresAt, link, cookie }, null, 2)}\n`);
      } else {
        io.out(`${opts.cookie ? cookie : link}\n`);
        io.err(`valid until ${expiresAt}; the browser that opens it previews ${app} ${version}; ${PREVIEW_EXIT_PATH} leaves the preview\n`);
      }
    });
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode;
    const message = error instanceof Error ? error.message : String(error);
    io.err(`preview-link: error: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    return 1;
  }
}

if (require.main === module) {
  // The environment, as config.ts reads it (nothing else in deploy/src reads process.env).
  void runPreviewLinkCli(process.argv, previewLinkEnv()).then((code) => {
    process.exitCode = code;
  });
}
