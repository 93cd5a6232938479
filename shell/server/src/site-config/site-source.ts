import fs from 'node:fs';

/** Where the site environment configuration came from, and its parsed JSON or why it could not be read. */
export type SiteSource = { origin: string; document: unknown } | { origin: string; problem: string };

/** Reads the primary source, a JSON file. A missing or unparsable file is a problem, not an exception. */
export function readSiteFile(file: string): SiteSource {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return { origin: file, problem: code === 'ENOENT' ? `${file} does not exist` : `${file} cannot be read (${code ?? String(error)})` };
  }
  try {
    return { origin: file, document: JSON.parse(text) };
  } catch (error) {
    return { origin: file, problem: `${file} is not valid JSON (${(error as Error).message})` };
  }
}

/**
 * Fetches the fallback source ("loaded as a fallback from cloud storage", shell-and-public.md §7):
 * a JSON document at an http(s) URL, typically a bucket object. Bounded by `timeoutMs`.
 */
export async function fetchSiteDocument(url: string, timeoutMs: number, fetchImpl: typeof fetch = fetch): Promise<SiteSource> {
  let response: Response;
  try {
    response = await fetchImpl(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (error) {
    const reason =
      (error as Error).name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : String((error as Error).cause ?? (error as Error).message);
    return { origin: url, problem: `${url} could not be fetched: ${reason}` };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { origin: url, problem: `${url} answered HTTP ${response.status}` };
  }
  try {
    return { origin: url, document: JSON.parse(await response.text()) };
  } catch (error) {
    return { origin: url, problem: `${url} did not answer valid JSON (${(error as Error).message})` };
  }
}
