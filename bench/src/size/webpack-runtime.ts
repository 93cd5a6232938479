/**
 * Reads the chunk graph out of a built webpack + Module Federation runtime (the shell's entry
 * script, a remote's remoteEntry.js). The shell builds no mf-manifest.json, so its runtime is the
 * only record of which chunks its boot loads and which chunks provide each shared module.
 *
 * The runtime is generated code whose shapes are stable for a webpack major (5) and the federation
 * plugin's bundler runtime; minified names change, so every pattern takes any identifier. When a
 * shape is not found the reader throws with what it looked for, so a changed build fails the size
 * check loudly instead of measuring nothing.
 */

/** Chunk ids are numbers in production builds (deterministic ids); named chunks are strings. */
export type ChunkId = string;

export interface ChunkGraph {
  /** Chunk id → JS file name (relative to the script's folder), for chunks that have a file. */
  jsFiles: Map<ChunkId, string>;
  /** Chunk id → CSS file name, for chunks with extracted CSS. */
  cssFiles: Map<ChunkId, string>;
  /** Chunk id → the shared modules (share keys) loading that chunk consumes. */
  consumes: Map<ChunkId, string[]>;
  /** Share key → the chunks this build loads to provide that shared module itself. */
  providers: Map<string, ChunkId[]>;
  /** Chunks the entry module loads before it runs (the async boundary of `import('./bootstrap')`). */
  entryChunks: ChunkId[];
  /** Exposed module (`./HomePage`) → chunks its container getter loads. */
  exposes: Map<string, ChunkId[]>;
}

export class RuntimeShapeError extends Error {
  constructor(what: string) {
    super(`webpack runtime: ${what} (did the webpack or Module Federation version change its output?)`);
    this.name = 'RuntimeShapeError';
  }
}

const CHUNK = String.raw`(?:\d+|"[^"]*")`;
const CHUNK_LOAD = new RegExp(String.raw`[\w$]+\.e\((${CHUNK})\)`, 'g');

const unquote = (id: string): string => (id.startsWith('"') ? id.slice(1, -1) : id);

/** Chunk ids of every `<require>.e(<id>)` call in a piece of code, in order, without repeats. */
function chunkLoads(code: string): ChunkId[] {
  return [...new Set([...code.matchAll(CHUNK_LOAD)].map((match) => unquote(match[1] ?? '')))];
}

/** The flat object literal (`{10:"abc",…}`) starting at `start`; nested braces are not expected. */
function objectAt(source: string, start: number): string {
  const end = source.indexOf('}', start);
  if (source[start] !== '{' || end < 0) throw new RuntimeShapeError(`no object literal at offset ${start}`);
  return source.slice(start, end + 1);
}

/** `{10:"a",16:"b"}` → Map; values are string literals. */
function stringMap(literal: string): Map<ChunkId, string> {
  const entries = [...literal.matchAll(new RegExp(String.raw`(${CHUNK}):"([^"]*)"`, 'g'))];
  return new Map(entries.map((match) => [unquote(match[1] ?? ''), match[2] ?? '']));
}

/**
 * The file name function of one asset kind: `<r>.u=e=>e+"."+{…hashes}[e]+".js"`, or with chunk
 * names first: `(({…names}[e]||e)+"."+{…hashes}[e]+".js")` or `(487===e?"name":e)+…`. Returns
 * chunk id → file name.
 */
function fileNames(source: string, assignment: RegExp, extension: string): Map<ChunkId, string> {
  const match = assignment.exec(source);
  if (!match) return new Map();
  const start = match.index + match[0].length;
  const end = source.indexOf(`+"${extension}"`, start);
  if (end < 0) throw new RuntimeShapeError(`the ${extension} file name function has no "${extension}" suffix`);
  const body = source.slice(start, end);
  const literals: string[] = [];
  for (let at = body.indexOf('{'); at >= 0; at = body.indexOf('{', at + 1)) {
    const literal = objectAt(body, at);
    literals.push(literal);
    at += literal.length - 1;
  }
  const hashes = stringMap(literals.at(-1) ?? '{}');
  const names = literals.length > 1 ? stringMap(literals[0] ?? '{}') : new Map<ChunkId, string>();
  // With one named chunk webpack writes a comparison instead of a map: (487===e?"name":e).
  for (const single of body.matchAll(new RegExp(String.raw`(?:(${CHUNK})===[\w$]+|[\w$]+===(${CHUNK}))\?"([^"]*)":`, 'g'))) {
    names.set(unquote(single[1] ?? single[2] ?? ''), single[3] ?? '');
  }
  return new Map([...hashes].map(([id, hash]) => [id, `${names.get(id) ?? id}.${hash}${extension}`]));
}

/** `…consumesLoadingData.chunkMapping={70:[7689],420:[2022,9606]}` → chunk → consume module ids. */
function consumeChunks(source: string): Map<ChunkId, string[]> {
  const match = /consumesLoadingData\.chunkMapping=\{/.exec(source);
  if (!match) return new Map();
  const literal = source.slice(match.index + match[0].length - 1, source.indexOf('}', match.index) + 1);
  const entries = [...literal.matchAll(new RegExp(String.raw`(${CHUNK}):\[([^\]]*)\]`, 'g'))];
  return new Map(
    entries.map((entry) => [
      unquote(entry[1] ?? ''),
      (entry[2] ?? '')
        .split(',')
        .filter(Boolean)
        .map((id) => unquote(id.trim())),
    ]),
  );
}

/** `moduleIdToConsumeDataMapping={7689:{fallback:…,shareKey:"react"},…}` → module id → share key. */
function consumeShareKeys(source: string): Map<string, string> {
  const start = source.indexOf('moduleIdToConsumeDataMapping={');
  if (start < 0) return new Map();
  const end = source.indexOf('consumesLoadingData.chunkMapping=', start);
  const block = source.slice(start, end < 0 ? undefined : end);
  // Each entry's object ends with its shareKey; the lazy match stops at the entry's own one.
  const entries = [...block.matchAll(new RegExp(String.raw`[{,](${CHUNK}):\{fallback:[\s\S]*?shareKey:"([^"]+)"`, 'g'))];
  return new Map(entries.map((entry) => [unquote(entry[1] ?? ''), entry[2] ?? '']));
}

/** `initOptions.shared={react:[{version:"19.3.1",get:()=>o.e(696).then(…)…}],…}` → share key → chunks. */
function sharedProviders(source: string): Map<string, ChunkId[]> {
  const start = source.indexOf('initOptions.shared={');
  if (start < 0) return new Map();
  const end = source.indexOf('},o.S=', start);
  const block = source.slice(start, end < 0 ? undefined : end);
  const providers = new Map<string, ChunkId[]>();
  const entry = /(?:"([^"]+)"|([A-Za-z_$][\w$]*)):\[\{version:"[^"]*",get:\(\)=>([\s\S]*?)\.then\(/g;
  for (const match of block.matchAll(entry)) {
    const key = match[1] ?? match[2] ?? '';
    // One provider per key in our builds (every app shares one version); keep the first.
    if (!providers.has(key)) providers.set(key, chunkLoads(match[3] ?? ''));
  }
  return providers;
}

/** The module the bundle starts (`<r>(1180)})();` at the end, or `<r>(<r>.s=1180)`). */
function entryModuleId(source: string): string | null {
  const tail = source.trimEnd().slice(-400);
  const match = /[\w$]+\((?:[\w$]+\.s=)?(\d+)\)\}\)\(\);?$/.exec(tail);
  return match?.[1] ?? null;
}

/** Chunks the entry module loads before running (`Promise.all([o.e(405),…]).then(()=>o(6425))`). */
function entryChunkLoads(source: string): ChunkId[] {
  const id = entryModuleId(source);
  if (id === null) return [];
  const definition = new RegExp(String.raw`[{,]${id}(?::\s*)?(?:function\s*)?\([\w$,\s]*\)\s*(?:=>\s*)?\{`).exec(source);
  if (!definition) throw new RuntimeShapeError(`the entry module ${id} is not defined in the bundle`);
  const body = source.slice(definition.index, source.indexOf('.then(', definition.index));
  return chunkLoads(body);
}

/** `"./HomePage":()=>Promise.all([o.e(70),…,o.e(844)]).then(…)` of a container's module map. */
function exposedModules(source: string): Map<string, ChunkId[]> {
  const exposes = new Map<string, ChunkId[]>();
  const entry = /"(\.\/[^"]+)":\(\)=>([\s\S]*?)\.then\(/g;
  for (const match of source.matchAll(entry)) exposes.set(match[1] ?? '', chunkLoads(match[2] ?? ''));
  return exposes;
}

/**
 * The chunk lists of every chunk load in a piece of code: `Promise.all([o.e(563),o.e(901)])` gives
 * one group of two, a lone `o.e(901).then(` a group of one. Used to find what loads beside a chunk.
 */
export function chunkLoadGroups(code: string): ChunkId[][] {
  const groups: ChunkId[][] = [];
  const all = new RegExp(String.raw`Promise\.all\(\[((?:[\w$]+\.e\(${CHUNK}\),?)+)\]\)`, 'g');
  for (const match of code.matchAll(all)) groups.push(chunkLoads(match[1] ?? ''));
  const single = new RegExp(String.raw`[\w$]+\.e\((${CHUNK})\)\.then\(`, 'g');
  for (const match of code.matchAll(single)) groups.push([unquote(match[1] ?? '')]);
  return groups;
}

/** True when the script carries a webpack chunk-loading runtime (an entry or a container). */
export function isWebpackRuntime(source: string): boolean {
  return /[\w$]+\.u=[\w$]+=>/.test(source);
}

/** Reads the chunk graph of a webpack runtime script (see the file comment). */
export function readChunkGraph(source: string): ChunkGraph {
  if (!isWebpackRuntime(source)) throw new RuntimeShapeError('no chunk file name function (<require>.u=) found');
  const consumeModules = consumeChunks(source);
  const shareKeys = consumeShareKeys(source);
  const consumes = new Map<ChunkId, string[]>();
  for (const [chunk, modules] of consumeModules) {
    consumes.set(
      chunk,
      modules.map((module) => {
        const key = shareKeys.get(module);
        if (key === undefined) throw new RuntimeShapeError(`consumed module ${module} of chunk ${chunk} has no share key`);
        return key;
      }),
    );
  }
  return {
    jsFiles: fileNames(source, /[\w$]+\.u=[\w$]+=>/, '.js'),
    cssFiles: fileNames(source, /[\w$]+\.miniCssF=[\w$]+=>/, '.css'),
    consumes,
    providers: sharedProviders(source),
    entryChunks: entryChunkLoads(source),
    exposes: exposedModules(source),
  };
}
