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
  type GateOptions,
} from './release-store';
export { GATES, GateRefusal, CONTRACT_RECORD_FILE, type GateName, type GateReport, type ContractRecord } from './gates';
export { browserSmoke, type SmokeRunner, type SmokeRequest, type SmokeModule, type SmokeFailure } from './smoke';
export { integrityPath, readIntegrityRecord, type IntegrityRecord } from './integrity';
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
