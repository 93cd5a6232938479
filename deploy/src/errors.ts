import { ReleaseError } from '@casino/release-format';

/** Invalid or missing configuration; the message lists every problem found. */
export class ConfigError extends ReleaseError {
  override name = 'ConfigError';
  constructor(readonly problems: string[]) {
    super(`invalid deploy configuration: ${problems.join('; ')}`);
  }
}
