/**
 * Whose code a real-user figure belongs to: a remote at the version this page runs, or the shell.
 * Errors are attributed by the addresses of the code they came from; vitals and views by the
 * remote that draws the route.
 */
import type { BootManifest, RumOwner } from '@casino/contracts';
import { remoteNames, type RemoteName } from '@casino/contracts';

export const UNKNOWN_OWNER: RumOwner = { remote: 'other', version: 'other' };

export function shellOwner(manifest: BootManifest): RumOwner {
  return { remote: 'shell', version: manifest.shellVersion ?? 'other' };
}

/** A remote at the version this page was given (live, canary or preview). */
export function remoteOwner(name: string, manifest: BootManifest): RumOwner {
  const remote = (remoteNames as string[]).includes(name) ? manifest.remotes[name as RemoteName] : undefined;
  return remote ? { remote: remote.name, version: remote.version } : UNKNOWN_OWNER;
}

/** The owner of a script address: `/remotes/<app>/<version>/…` or `/shell/<version>/…`; null for anything else. */
export function ownerOfUrl(url: string, manifest: BootManifest): RumOwner | null {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://page.invalid').pathname;
  } catch {
    return null;
  }
  const remote = /^\/remotes\/(mf-[a-z]+)\/([^/]+)\//.exec(pathname);
  if (remote) {
    const owner = remoteOwner(remote[1]!.replace('-', '_'), manifest);
    return owner === UNKNOWN_OWNER ? null : { remote: owner.remote, version: decodeURIComponent(remote[2]!) };
  }
  const shell = /^\/shell\/([^/]+)\//.exec(pathname);
  return shell ? { remote: 'shell', version: decodeURIComponent(shell[1]!) } : null;
}

/** The owner of an error: its script, else the first frame of its stack that is ours. */
export function ownerOfError(error: { filename?: string; stack?: string }, manifest: BootManifest): RumOwner {
  const fromFile = error.filename ? ownerOfUrl(error.filename, manifest) : null;
  if (fromFile) return fromFile;
  for (const match of (error.stack ?? '').matchAll(/(?:https?:\/\/[^\s)]+)?\/(?:remotes|shell)\/[^\s):]+/g)) {
    const owner = ownerOfUrl(match[0], manifest);
    if (owner) return owner;
  }
  return UNKNOWN_OWNER;
}
