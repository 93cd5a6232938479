import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { LiveRemote } from '@casino/contracts';

/** The subresource-integrity string (sha256/384/512-<base64>) of some bytes. */
export async function integrityOf(bytes: ArrayBuffer, algorithm: 'sha256' | 'sha384' | 'sha512'): Promise<string> {
  const digest = await crypto.subtle.digest(algorithm.replace('sha', 'SHA-'), bytes);
  let binary = '';
  for (const byte of new Uint8Array(digest)) binary += String.fromCharCode(byte);
  return `${algorithm}-${btoa(binary)}`;
}

export class IntegrityError extends Error {
  constructor(readonly url: string) {
    super(`The manifest at ${url} does not match the integrity of the release; it is not loaded.`);
    this.name = 'IntegrityError';
  }
}

/**
 * A federation runtime plugin that checks each remote's mf-manifest.json against the integrity
 * the release manifest recorded when the remote was published: a tampered or half-deployed
 * manifest is refused, and the remote's area shows its fallback. Remotes without an integrity
 * (a developer's dev-server override) are fetched as usual.
 */
export function manifestIntegrityPlugin(
  remotes: LiveRemote[],
  base: string,
  fetchImpl: typeof fetch = fetch,
): ModuleFederationRuntimePlugin {
  const verified = async (url: string, init: RequestInit, want: string): Promise<Response> => {
    const algorithm = want.slice(0, want.indexOf('-'));
    if (algorithm !== 'sha256' && algorithm !== 'sha384' && algorithm !== 'sha512') throw new IntegrityError(url);
    const response = await fetchImpl(url, init);
    if (!response.ok) return response;
    const actual = await integrityOf(await response.clone().arrayBuffer(), algorithm);
    if (actual !== want) throw new IntegrityError(url);
    return response;
  };
  const expected = new Map(
    remotes.filter((remote) => remote.integrity).map((remote) => [new URL(remote.entry, base).href, remote.integrity as string]),
  );
  return {
    name: 'casino-manifest-integrity',
    fetch(url: string, init: RequestInit) {
      const want = expected.get(new URL(url, base).href);
      // No recorded integrity: the runtime fetches as usual.
      if (!want) return undefined;
      return verified(url, init, want);
    },
  };
}
