/**
 * The server gate's check of a version folder's server build (docs/ssr.md, docs/deploy.md): the
 * shell server renders public pages with the live shell's `server/main.js` and the live remotes'
 * `server/remoteEntry.js`, so a version whose server build is missing, does not load in Node, or
 * whose server container lacks a module its browser container exposes would leave pages to the
 * browser (or fail them) once live.
 *
 * The build is loaded in a child Node process, never in the deploy process: a container that throws,
 * hangs or leaves timers behind cannot touch the command, and the child is killed at its time limit.
 * Loading a remote's module fetches its chunks from disk without running it (the container's `get`).
 */
import { execFile } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';

/** What the child answers: the shell's renderPage, or the remote's exposes it could not load. */
interface ProbeAnswer {
  error?: string;
  renderPage?: boolean;
  missing?: string[];
  failed?: string[];
}

/** How long the child may take to load a build and its modules. */
export const SERVER_PROBE_TIMEOUT_MS = 30_000;

// Plain CommonJS for the child (`node -e`): argv is the entry file, the container's name, the exposes as JSON.
const PROBE = `
const [file, name, exposesJson] = process.argv.slice(1);
const message = (error) => String((error && error.message) || error).split('\\n')[0].slice(0, 300);
const answer = (value) => { process.stdout.write(JSON.stringify(value)); process.exit(0); };
(async () => {
  let exported;
  try { exported = require(file); } catch (error) { return answer({ error: message(error) }); }
  if (name === 'shell') return answer({ renderPage: typeof (exported && exported.renderPage) === 'function' });
  const container = exported && (exported[name] || exported);
  if (!container || typeof container.init !== 'function' || typeof container.get !== 'function') {
    return answer({ error: 'it exports no container ' + name });
  }
  // An empty share scope: the container falls back to its own copies of what it shares.
  try { await container.init({}, [], {}); } catch (error) { return answer({ error: 'its init failed: ' + message(error) }); }
  const missing = [];
  const failed = [];
  for (const expose of JSON.parse(exposesJson)) {
    try {
      if (typeof (await container.get(expose)) !== 'function') failed.push(expose + ': no module factory');
    } catch (error) {
      if (/does not exist in container/.test(message(error))) missing.push(expose);
      else failed.push(expose + ': ' + message(error));
    }
  }
  answer({ missing, failed });
})().catch((error) => answer({ error: message(error) }));
`;

function probe(file: string, name: string, exposes: readonly string[]): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['-e', PROBE, file, name, JSON.stringify(exposes)],
      { cwd: path.dirname(file), timeout: SERVER_PROBE_TIMEOUT_MS, maxBuffer: 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error && error.killed) return resolve({ error: `not loaded within ${SERVER_PROBE_TIMEOUT_MS / 1000} s` });
        // Exited without an answer and without an error: nothing was left to wait for but the load itself.
        if (!error && stdout === '') return resolve({ error: 'its load never settles' });
        try {
          resolve(JSON.parse(stdout) as ProbeAnswer);
        } catch {
          resolve({ error: (stderr || error?.message || 'no answer').trim().split('\n')[0]!.slice(0, 300) });
        }
      },
    );
  });
}

/** The exposes of a remote's browser container (its mf-manifest.json), the server container must have them too. */
async function browserExposes(dir: string): Promise<string[]> {
  try {
    const manifest = JSON.parse(await fs.readFile(path.join(dir, 'mf-manifest.json'), 'utf8')) as { exposes?: Array<{ path?: unknown }> };
    return (manifest.exposes ?? []).map((e) => e.path).filter((p): p is string => typeof p === 'string' && p.startsWith('./'));
  } catch {
    return [];
  }
}

/** Problems of a version folder's server build: none when it loads in Node with every module of the browser build. */
export async function serverBuildProblems(kind: 'shell' | 'remote', name: string, dir: string): Promise<string[]> {
  const entry = kind === 'shell' ? 'server/main.js' : 'server/remoteEntry.js';
  const file = path.join(dir, entry);
  if (!existsSync(file)) {
    return [`${entry} is missing (a build from before server rendering, docs/ssr.md); rebuild and publish it, or --force`];
  }
  const exposes = kind === 'remote' ? await browserExposes(dir) : [];
  const answer = await probe(file, kind === 'shell' ? 'shell' : name, exposes);
  if (answer.error !== undefined) return [`${entry} does not load in Node: ${answer.error}`];
  if (kind === 'shell') return answer.renderPage ? [] : [`${entry} loads but exports no renderPage function`];
  const problems: string[] = [];
  if (answer.missing?.length) {
    problems.push(`the server container lacks ${answer.missing.join(', ')} (the browser container exposes ${exposes.join(', ')})`);
  }
  for (const failure of answer.failed ?? []) problems.push(`${entry} does not load ${failure} in Node`);
  return problems;
}
