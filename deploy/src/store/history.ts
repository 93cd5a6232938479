/** The append-only change log of one environment: `release/manifests/<env>.history.jsonl`. */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { historyPath, isErrno } from '@casino/release-format';

/**
 * What a history line records. `canary` starts (or re-weights) a canary beside the live version,
 * `canary-promote` makes the canary the live version, `canary-abort` sends everyone back to the live one.
 */
export type HistoryAction = 'publish' | 'promote' | 'rollback' | 'canary' | 'canary-promote' | 'canary-abort';

export interface HistoryEntry {
  /** ISO 8601 time of the change. */
  at: string;
  actor: string;
  env: string;
  action: HistoryAction;
  app: string;
  /** Version live before the change; null when the app was not live in this env. */
  fromVersion: string | null;
  toVersion: string;
  /** For promote: the environment the version came from. */
  sourceEnv?: string;
  /** Present when --force made the change: every promotion gate was skipped. */
  forced?: true;
  /** The gates not run for this change (--force: all; --no-smoke: smoke; a library call without a smoke runner: smoke). */
  skippedGates?: Array<'contract' | 'shared' | 'integrity' | 'server' | 'smoke'>;
  /** For canary: the share of browsers (1–99) given `toVersion` beside the live `fromVersion`. */
  percent?: number;
  /** For canary-abort (and canary-promote): why, in words (the watcher writes its figures here). */
  reason?: string;
  /** A canary that ended because this change replaced the live version under it. */
  endedCanary?: string;
}

/** Appends one line; called under the env lock, after the manifest write it describes. */
export async function appendHistory(releaseDir: string, entry: HistoryEntry): Promise<void> {
  const file = historyPath(releaseDir, entry.env);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.appendFile(file, `${JSON.stringify(entry)}\n`);
}

/** All entries of an environment, oldest first. A torn last line (crash mid-append) is skipped. */
export async function readHistory(releaseDir: string, env: string): Promise<HistoryEntry[]> {
  let text: string;
  try {
    text = await fs.readFile(historyPath(releaseDir, env), 'utf8');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return [];
    throw error;
  }
  const entries: HistoryEntry[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      entries.push(JSON.parse(line) as HistoryEntry);
    } catch {
      // A partial line can only come from an interrupted append; it recorded no finished change.
    }
  }
  return entries;
}

/**
 * The versions an app went through in an environment, as a stack: publish and promote push,
 * rollback pops back to its target (or pushes it when it was never live here). The top is
 * the live version; the one below it is where a plain rollback goes.
 */
export function versionStack(entries: readonly HistoryEntry[], app: string): string[] {
  const stack: string[] = [];
  for (const entry of entries) {
    if (entry.app !== app) continue;
    // A canary never was the live version; its promotion is (below, like any promotion).
    if (entry.action === 'canary' || entry.action === 'canary-abort') continue;
    if (entry.action === 'rollback') {
      const at = stack.lastIndexOf(entry.toVersion);
      if (at >= 0) stack.length = at + 1;
      else stack.push(entry.toVersion);
    } else if (stack[stack.length - 1] !== entry.toVersion) {
      stack.push(entry.toVersion);
    }
  }
  return stack;
}
