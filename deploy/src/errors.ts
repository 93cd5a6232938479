/** An expected failure with a message written for the operator; the CLI prints only the message. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** Invalid or missing configuration; the message lists every problem found. */
export class ConfigError extends ReleaseError {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`invalid deploy configuration: ${problems.join('; ')}`);
  }
}
