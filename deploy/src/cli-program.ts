/**
 * The `deploy` command line: parses arguments with commander, calls the release store, prints
 * a human summary (or JSON with --json). Every failure is one line on stderr and exit code 1.
 */
import { Command, CommanderError, InvalidArgumentError } from 'commander';
import { loadConfig } from './config';
import { ReleaseError } from '@casino/release-format';
import type { HistoryEntry } from './store/history';
import { GATES, type GateReport } from './store/gates';
import { ReleaseStore } from './store/release-store';
import type { ChangeResult, EnvStatus, PublishResult } from './store/types';
import { browserSmoke } from './smoke';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULT_THRESHOLDS } from './watch/analysis';
import { PrometheusClient } from './watch/prometheus';
import { CanaryWatcher } from './watch/watcher';

export interface CliIo {
  out: (text: string) => void;
  err: (text: string) => void;
}

interface GlobalOptions {
  releaseDir?: string;
  actor?: string;
  json?: boolean;
}

const processIo: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Runs the CLI on `argv` (as in process.argv) and resolves with the exit code. */
export async function runCli(argv: readonly string[], io: CliIo = processIo): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv);
    return 0;
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode; // commander already printed why
    const message = error instanceof Error ? error.message : String(error);
    io.err(`deploy: error: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    return 1;
  }
}

function buildProgram(io: CliIo): Command {
  const program = new Command('deploy')
    .description('Publish, promote and roll back the shell and the remotes in release/.')
    .option('--release-dir <dir>', 'release root (default: $RELEASE_DIR, else <repo root>/release)')
    .option('--actor <name>', 'who is recorded in the history (default: $USER)')
    .option('--json', 'print machine-readable JSON instead of text')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showSuggestionAfterError();

  const context = (command: Command) => {
    const globals = command.optsWithGlobals<GlobalOptions>();
    const config = loadConfig({ releaseDir: globals.releaseDir, actor: globals.actor });
    const store = new ReleaseStore({
      releaseDir: config.releaseDir,
      repoRoot: config.repoRoot,
      actor: config.actor,
      apps: config.apps,
      smoke: (request) => browserSmoke(request, config.smoke),
    });
    const print = (data: unknown, human: () => string) => io.out(globals.json ? `${JSON.stringify(data, null, 2)}\n` : `${human()}\n`);
    return { store, print };
  };

  /** --force is loud: a warning on stderr before anything changes (and the history records it). */
  const warnForced = (opts: GateFlags, what: string) => {
    if (!opts.force) return;
    io.err(
      `deploy: WARNING: --force: the promotion gates (${GATES.join(', ')}) are SKIPPED for ${what}; ` +
        'a broken version can go live, and the history records "forced": true\n',
    );
  };

  program
    .command('publish')
    .description('copy a built app (or all) into release/ and make it live in an environment')
    .argument('<app>', 'mf-home, mf-auth, mf-games, mf-member, mf-proxy, shell, or all')
    .option('--env <env>', 'environment whose manifest records it', 'dev')
    .option('--from <dir>', 'built folder to publish (default: <repo root>/<app>/dist)')
    .option('--version <version>', "version to publish as (default: the app's package.json version)")
    .option('--allow-suffix', 'if the version exists with other content, publish as <version>-build.<hash8>')
    .option('--force', 'skip the promotion gates (loud; recorded in the history)')
    .option('--no-smoke', 'skip the smoke gate only (recorded in the history)')
    .action(
      async (app: string, opts: GateFlags & { env: string; from?: string; version?: string; allowSuffix?: boolean }, command: Command) => {
        const { store, print } = context(command);
        if (app === 'all' && (opts.from !== undefined || opts.version !== undefined)) {
          throw new ReleaseError('--from and --version apply to one app, not to "all"');
        }
        warnForced(opts, `${app} in ${opts.env}`);
        const gates = { force: opts.force, smoke: opts.smoke };
        if (app !== 'all') {
          const result = await store.publish({
            app,
            env: opts.env,
            from: opts.from,
            version: opts.version,
            allowSuffix: opts.allowSuffix,
            ...gates,
          });
          print(result, () => describePublish(result));
          return;
        }
        // All apps judged together: a new shell and the remotes built with it go live as a set.
        const apps = store.apps.map((a) => a.app);
        const { results, failures } = await store.publishMany({ apps, env: opts.env, allowSuffix: opts.allowSuffix, ...gates });
        print({ results, failures }, () => [...results.map(describePublish), ...failures.map((f) => `FAILED ${f}`)].join('\n'));
        if (failures.length > 0) throw new ReleaseError(`${failures.length} of ${apps.length} apps not published (see above)`);
      },
    );

  program
    .command('promote')
    .description('make the version live in one environment live in another (no copy, no rebuild)')
    .argument('<app>', 'an app, or all (every app live in --from)')
    .requiredOption('--from <env>', 'environment to take the live version from')
    .requiredOption('--to <env>', 'environment to make it live in')
    .option('--force', 'skip the promotion gates (loud; recorded in the history)')
    .option('--no-smoke', 'skip the smoke gate only (recorded in the history)')
    .action(async (app: string, opts: GateFlags & { from: string; to: string }, command: Command) => {
      const { store, print } = context(command);
      warnForced(opts, `${app} in ${opts.to}`);
      const gates = { force: opts.force, smoke: opts.smoke };
      const results: ChangeResult[] =
        app === 'all'
          ? await store.promoteAll({ from: opts.from, to: opts.to, ...gates })
          : [await store.promote({ app, from: opts.from, to: opts.to, ...gates })];
      print(app === 'all' ? results : results[0], () => results.map((r) => describeChange(r, `${opts.from} → ${opts.to}`)).join('\n'));
    });

  program
    .command('rollback')
    .description('point an environment at an earlier published version of one app')
    .argument('<app>', 'the app to roll back')
    .requiredOption('--env <env>', 'environment to roll back')
    .option('--to <version>', 'published version to go to (default: the one live before the current)')
    .option('--force', 'skip the promotion gates (loud; recorded in the history)')
    .option('--no-smoke', 'skip the smoke gate only (recorded in the history)')
    .action(async (app: string, opts: GateFlags & { env: string; to?: string }, command: Command) => {
      const { store, print } = context(command);
      warnForced(opts, `${app} in ${opts.env}`);
      const result = await store.rollback({ app, env: opts.env, to: opts.to, force: opts.force, smoke: opts.smoke });
      print(result, () => describeChange(result, opts.env));
    });

  program
    .command('status')
    .description('the live version of each app (in one environment, or in all)')
    .option('--env <env>', 'environment (default: every environment with a manifest)')
    .action(async (opts: { env?: string }, command: Command) => {
      const { store, print } = context(command);
      const envs = opts.env !== undefined ? [opts.env] : await store.envs();
      const statuses: EnvStatus[] = [];
      for (const env of envs) statuses.push(await store.status({ env }));
      print(opts.env !== undefined ? statuses[0] : statuses, () =>
        statuses.length === 0
          ? 'no environment has a manifest yet (deploy publish <app> --env <env>)'
          : statuses.map(describeStatus).join('\n\n'),
      );
      const changed = statuses.flatMap((s) =>
        s.apps.filter((a) => a.folderProblems?.length).map((a) => `${a.app} ${a.version} in ${s.env}`),
      );
      if (changed.length > 0) {
        throw new ReleaseError(`${changed.join(', ')}: the live folder no longer matches its integrity record (see above)`);
      }
    });

  program
    .command('history')
    .description('the changes made to an environment (or to all), oldest first')
    .option('--env <env>', 'environment (default: all)')
    .option('--app <app>', 'only this app')
    .option('--limit <n>', 'only the last n entries', parseWholeNumber)
    .action(async (opts: { env?: string; app?: string; limit?: number }, command: Command) => {
      const { store, print } = context(command);
      const envs = opts.env !== undefined ? [opts.env] : await store.envs();
      let entries: HistoryEntry[] = [];
      for (const env of envs) entries.push(...(await store.history({ env, app: opts.app })));
      entries.sort((a, b) => a.at.localeCompare(b.at));
      if (opts.limit !== undefined) entries = entries.slice(-opts.limit);
      print(entries, () => (entries.length === 0 ? 'no history' : entries.map(describeHistory).join('\n')));
    });

  program
    .command('list')
    .description('the published versions of an app, newest first, and where each is live')
    .argument('<app>')
    .action(async (app: string, _opts: unknown, command: Command) => {
      const { store, print } = context(command);
      const versions = await store.list({ app });
      print(versions, () =>
        versions.length === 0
          ? `${app}: nothing published`
          : versions
              .map((v) => `${v.version.padEnd(24)} ${v.publishedAt}${v.liveIn.length ? `  live in ${v.liveIn.join(', ')}` : ''}`)
              .join('\n'),
      );
    });

  program
    .command('canary')
    .description(
      'serve a published version of one remote to a share of browsers beside the live one: ' +
        'canary <app> --env <env> --version <v> --percent <1-99>; canary status --env <env>; canary promote <app> --env <env>; canary abort <app> --env <env>',
    )
    .argument('<app|status|promote|abort>', 'a remote to start a canary of, or what to do with a running one')
    .argument('[app]', 'with promote and abort: the remote')
    .requiredOption('--env <env>', 'environment')
    .option('--version <version>', 'to start: the published version to serve')
    .option('--percent <n>', 'to start: the share of browsers (1–99) that get it', parseWholeNumber)
    .option('--reason <text>', 'with promote or abort: why, recorded in the history')
    .option('--force', 'skip the promotion gates (loud; recorded in the history)')
    .option('--no-smoke', 'skip the smoke gate only (recorded in the history)')
    .action(
      async (
        what: string,
        app: string | undefined,
        opts: GateFlags & { env: string; version?: string; percent?: number; reason?: string },
        command: Command,
      ) => {
        const { store, print } = context(command);
        if (what === 'status') {
          const canaries = await store.canaryStatus({ env: opts.env });
          print(canaries, () =>
            canaries.length === 0
              ? `no canary in ${opts.env}`
              : canaries
                  .map(
                    (c) => `${c.app.padEnd(10)} ${c.canary.version} to ${c.canary.percent} % beside ${c.live} since ${c.canary.startedAt}`,
                  )
                  .join('\n'),
          );
          return;
        }
        if (what === 'promote' || what === 'abort') {
          if (app === undefined) throw new ReleaseError(`canary ${what} needs the remote: canary ${what} <app> --env ${opts.env}`);
          warnForced(opts, `the canary of ${app} in ${opts.env}`);
          const end = { app, env: opts.env, reason: opts.reason, force: opts.force, smoke: opts.smoke };
          const result = what === 'promote' ? await store.canaryPromote(end) : await store.canaryAbort(end);
          print(result, () => describeChange(result, opts.env));
          return;
        }
        if (app !== undefined) throw new ReleaseError(`unknown canary command "${what}" (status, promote, abort, or a remote to start)`);
        if (opts.version === undefined || opts.percent === undefined) {
          throw new ReleaseError(`a canary needs --version and --percent: canary ${what} --env ${opts.env} --version <v> --percent <1-99>`);
        }
        warnForced(opts, `the canary of ${what} in ${opts.env}`);
        const result = await store.canary({
          app: what,
          env: opts.env,
          version: opts.version,
          percent: opts.percent,
          force: opts.force,
          smoke: opts.smoke,
        });
        print(result, () => describeChange(result, opts.env));
      },
    );

  program
    .command('watch')
    .description(
      "watch the environment's canaries in Prometheus: abort one whose errors or vitals are worse than the live version's, promote one after enough healthy intervals",
    )
    .requiredOption('--env <env>', 'environment')
    .requiredOption('--prometheus <url>', "Prometheus' base URL, e.g. http://prometheus:9090")
    .option('--interval <seconds>', 'seconds between looks', parseWholeNumber, 60)
    .option('--window <duration>', 'the PromQL window both versions are compared over', parseWindow, '10m')
    .option('--healthy <n>', 'healthy intervals in a row before a promotion', parseWholeNumber, 5)
    .option('--min-views <n>', 'fewer sampled views on a side: no verdict', parseWholeNumber, DEFAULT_THRESHOLDS.minViews)
    .option(
      '--error-ratio <x>',
      "the canary's error rate may be this many times the live one's…",
      parseRatio,
      DEFAULT_THRESHOLDS.errorRatio,
    )
    .option('--error-margin <x>', '…plus this many errors per view', parseRatio, DEFAULT_THRESHOLDS.errorMargin)
    .option(
      '--vital-ratio <x>',
      "the canary's p75 LCP and INP may be this many times the live ones",
      parseRatio,
      DEFAULT_THRESHOLDS.vitalRatio,
    )
    .option('--no-smoke', 'skip the smoke gate when promoting (a watcher without a browser; the canary passed it when it started)')
    .option('--once', 'look once and exit (a cron job, a test)')
    .action(async (opts: WatchFlags, command: Command) => {
      const { store } = context(command);
      const watcher = new CanaryWatcher(store, new PrometheusClient(opts.prometheus), {
        env: opts.env,
        window: opts.window,
        healthyIntervals: opts.healthy,
        smoke: opts.smoke,
        thresholds: { minViews: opts.minViews, errorRatio: opts.errorRatio, errorMargin: opts.errorMargin, vitalRatio: opts.vitalRatio },
      });
      // A Deployment stops it with SIGTERM: the look under way finishes, then it exits.
      const stop = new AbortController();
      const onSignal = () => stop.abort();
      process.once('SIGTERM', onSignal);
      process.once('SIGINT', onSignal);
      try {
        for (;;) {
          const decisions = await watcher.tick();
          if (decisions.length === 0) io.out(`${JSON.stringify({ at: new Date().toISOString(), env: opts.env, canaries: 0 })}\n`);
          for (const decision of decisions) io.out(`${JSON.stringify(decision)}\n`);
          if (opts.once || stop.signal.aborted) return;
          await sleep(opts.interval * 1000, undefined, { signal: stop.signal }).catch(() => undefined);
          if (stop.signal.aborted) return;
        }
      } finally {
        process.off('SIGTERM', onSignal);
        process.off('SIGINT', onSignal);
      }
    });

  program
    .command('prune')
    .description('delete old version folders of an app that no environment uses or would roll back to')
    .argument('<app>')
    .requiredOption('--keep <n>', 'number of newest versions to keep', parseWholeNumber)
    .option('--dry-run', 'only say what would be deleted')
    .action(async (app: string, opts: { keep: number; dryRun?: boolean }, command: Command) => {
      const { store, print } = context(command);
      const result = await store.prune({ app, keep: opts.keep, dryRun: opts.dryRun });
      const verb = opts.dryRun ? 'would delete' : 'deleted';
      print(result, () => `${result.app}: ${verb} ${result.deleted.join(', ') || 'nothing'}; kept ${result.kept.join(', ') || 'nothing'}`);
    });

  return program;
}

/** --force and --no-smoke as commander gives them (smoke is false with --no-smoke, else true). */
interface GateFlags {
  force?: boolean;
  smoke?: boolean;
}

/** `  gates: contract passed, shared passed, integrity passed, server passed, smoke passed (6 module(s) loaded)` */
function describeGates(r: { gates: GateReport[]; forced: boolean; skippedGates: string[] }): string {
  if (r.forced) return `\n  gates: SKIPPED (--force): ${r.skippedGates.join(', ')}`;
  if (r.gates.length === 0) return '';
  return `\n  gates: ${r.gates.map((g) => `${g.gate} ${g.status}${g.detail ? ` (${g.detail})` : ''}`).join(', ')}`;
}

interface WatchFlags {
  env: string;
  prometheus: string;
  interval: number;
  window: string;
  healthy: number;
  minViews: number;
  errorRatio: number;
  errorMargin: number;
  vitalRatio: number;
  smoke?: boolean;
  once?: boolean;
}

function parseWindow(value: string): string {
  if (!/^\d+[smh]$/.test(value)) throw new InvalidArgumentError('expected a duration such as 10m, 600s or 1h');
  return value;
}

function parseRatio(value: string): number {
  const number = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(number >= 0)) throw new InvalidArgumentError('expected a number such as 1.5');
  return number;
}

function parseWholeNumber(value: string): number {
  if (!/^\d+$/.test(value)) throw new InvalidArgumentError('expected a whole number');
  return Number(value);
}

function describePublish(r: PublishResult): string {
  const folder = r.created ? 'new version folder' : 'version folder already there';
  if (!r.changed) return `${r.app} ${r.version} already live in ${r.env} (${folder}; nothing changed)`;
  return `published ${r.app} ${r.version} → ${r.env} (${folder}; was ${r.previousVersion ?? 'not live'})${describeGates(r)}`;
}

const VERBS: Record<ChangeResult['action'], string> = {
  publish: 'published',
  promote: 'promoted',
  rollback: 'rolled back',
  canary: 'started a canary of',
  'canary-promote': 'promoted the canary of',
  'canary-abort': 'aborted the canary of',
};

function describeChange(r: ChangeResult, where: string): string {
  if (r.action === 'canary') {
    if (!r.changed) return `${r.app} ${r.toVersion} is already the canary for ${r.percent} % in ${r.env} (nothing changed)`;
    return `started a canary of ${r.app} ${r.toVersion} for ${r.percent} % of browsers in ${where} (the rest stay on ${r.fromVersion})${describeGates(r)}`;
  }
  if (r.action === 'canary-abort')
    return `aborted the canary of ${r.app} ${r.fromVersion} in ${where}: everyone is on ${r.toVersion} again`;
  if (!r.changed) return `${r.app} ${r.toVersion} already live in ${r.env} (nothing changed)`;
  const ended = r.endedCanary !== undefined ? `; its canary ${r.endedCanary} ended` : '';
  return `${VERBS[r.action]} ${r.app} to ${r.toVersion} in ${where} (was ${r.fromVersion ?? 'not live'}${ended})${describeGates(r)}`;
}

function describeStatus(s: EnvStatus): string {
  const lines = [`${s.env}${s.updatedAt ? ` (updated ${s.updatedAt})` : ' (no manifest)'}`];
  for (const a of s.apps) {
    lines.push(`  ${a.app.padEnd(10)} ${(a.version ?? '-').padEnd(24)} ${a.publishedAt ? `live since ${a.publishedAt}` : 'not live'}`);
    if (a.canary) lines.push(`    canary ${a.canary.version} to ${a.canary.percent} % since ${a.canary.startedAt}`);
    const problems = a.folderProblems ?? [];
    if (problems.length > 0) {
      const more = problems.length > 3 ? `; and ${problems.length - 3} more` : '';
      lines.push(`    FOLDER CHANGED SINCE PUBLISH (its files are not served): ${problems.slice(0, 3).join('; ')}${more}`);
    }
  }
  return lines.join('\n');
}

function describeHistory(e: HistoryEntry): string {
  const source = e.sourceEnv ? ` from ${e.sourceEnv}` : '';
  const gates = e.forced ? '  FORCED (gates skipped)' : e.skippedGates?.length ? `  (skipped: ${e.skippedGates.join(', ')})` : '';
  const extra = [e.percent !== undefined ? `${e.percent} %` : '', e.endedCanary ? `ended canary ${e.endedCanary}` : '', e.reason ?? '']
    .filter(Boolean)
    .join('; ');
  return `${e.at}  ${e.env.padEnd(11)} ${e.action.padEnd(14)} ${e.app.padEnd(10)} ${e.fromVersion ?? '-'} → ${e.toVersion}${source}  by ${e.actor}${gates}${extra ? `  (${extra})` : ''}`;
}
