/**
 * @casino/release-format: the release format, read-only. Deploy (the writer) and the shell server (the
 * reader) both go through it, so a path, a manifest field or a signed text is defined once. No
 * command and no write path lives here: writing a release is deploy's (docs/deploy.md).
 */
export { KNOWN_APPS, VERSION_PATTERN, ENV_PATTERN, assertVersion, assertEnvName, type AppDefinition, type AppKind } from './apps';
export { ReleaseError } from './errors';
export { listFiles, isErrno } from './files';
export {
  appReleaseDir,
  versionDir,
  publishedMarker,
  manifestsDir,
  manifestPath,
  historyPath,
  integrityPath,
  remoteEntryUrl,
  shellUrl,
} from './layout';
export {
  manifestIntegrity,
  validateManifest,
  readManifest,
  listEnvs,
  type ReleaseManifest,
  type RemoteEntry,
  type ShellEntry,
  type CanaryEntry,
} from './manifest';
export { hashFiles, integrityRecordOf, readIntegrityRecord, integrityProblems, type IntegrityRecord } from './integrity';
export {
  PRECOMPRESS_MIN_BYTES,
  COMPRESSED_SIBLINGS,
  isPrecompressible,
  isCompressedSibling,
  isPublicReleaseFile,
  withoutCompressedSiblings,
  compressSibling,
  type SiblingEncoding,
} from './precompress';
export {
  PREVIEW_PATH,
  PREVIEW_EXIT_PATH,
  PREVIEW_COOKIE,
  PREVIEW_SECRET_MIN_LENGTH,
  PREVIEW_MAX_TTL_SECONDS,
  PREVIEWABLE_APPS,
  previewTargetProblem,
  previewSignature,
  previewLink,
  checkPreviewLink,
  parseTtl,
  previewTargetsText,
  signedPreviewCookie,
  previewCookieValue,
  checkPreviewCookie,
  type PreviewTarget,
  type SignedPreview,
  type PreviewLinkCheck,
  type PreviewCookieCheck,
} from './preview-link';
