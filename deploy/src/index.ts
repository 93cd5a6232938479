/**
 * @casino/deploy: the release store library (used by the CLI, the start script, e2e and bench to
 * write releases). Reading a release (its layout, manifest, integrity records, preview links) is
 * @casino/release-format's, re-exported here for the writers' convenience.
 */
export { ReleaseStore, openReleaseStore } from './store/release-store';
export {
  publishRelease as publish,
  promoteRelease as promote,
  rollbackRelease as rollback,
  releaseStatus as status,
  releaseHistory as history,
  listRelease as list,
  pruneRelease as prune,
} from './store/release-store';
export type {
  ReleaseStoreOptions,
  PublishOptions,
  PublishResult,
  PromoteOptions,
  RollbackOptions,
  ChangeResult,
  EnvStatus,
  AppStatus,
  PublishedVersion,
  PruneOptions,
  PruneResult,
  GateOptions,
} from './store/types';
export { GATES, GateRefusal, CONTRACT_RECORD_FILE, type GateName, type GateReport, type ContractRecord } from './store/gates';
export { browserSmoke, type SmokeRunner, type SmokeRequest, type SmokeModule, type SmokeFailure } from './smoke';
export { readHistory, type HistoryEntry, type HistoryAction } from './store/history';
export { loadConfig, findRepoRoot, type DeployConfig, type ConfigOverrides } from './config';
export { ConfigError } from './errors';
export {
  assertVersion,
  historyPath,
  integrityPath,
  KNOWN_APPS,
  listEnvs,
  manifestIntegrity,
  manifestPath,
  readIntegrityRecord,
  readManifest,
  ReleaseError,
  validateManifest,
  type AppDefinition,
  type AppKind,
  type IntegrityRecord,
  type ReleaseManifest,
  type RemoteEntry,
  type ShellEntry,
} from '@casino/release-format';
