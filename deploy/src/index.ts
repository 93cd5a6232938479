/** @casino/deploy: the release store library (used by the CLI, the shell server and the start script). */
export {
  ReleaseStore,
  openReleaseStore,
  assertVersion,
  publish,
  promote,
  rollback,
  status,
  history,
  list,
  prune,
  type ReleaseStoreOptions,
  type PublishOptions,
  type PublishResult,
  type PromoteOptions,
  type RollbackOptions,
  type ChangeResult,
  type EnvStatus,
  type AppStatus,
  type PublishedVersion,
  type PruneOptions,
  type PruneResult,
} from './release-store';
export {
  manifestIntegrity,
  readManifest,
  manifestPath,
  validateManifest,
  listEnvs,
  type ReleaseManifest,
  type RemoteEntry,
  type ShellEntry,
} from './manifest';
export { readHistory, historyPath, type HistoryEntry, type HistoryAction } from './history';
export { loadConfig, findRepoRoot, KNOWN_APPS, type DeployConfig, type AppDefinition, type AppKind, type ConfigOverrides } from './config';
export { ReleaseError, ConfigError } from './errors';
