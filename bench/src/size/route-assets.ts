/**
 * The JS and CSS a route needs before its page can render, computed from the release alone:
 * the shell page's scripts and stylesheets, the chunks its entry loads before bootstrap runs,
 * the route's remoteEntry.js and exposed module, and every shared module those consume (once,
 * from the provider the federation runtime picks).
 *
 * Devices: a build that loads one UI kit per device names those chunks `kit-desktop` and
 * `kit-mobile` (webpackChunkName in mf-shared/src/kits/ui-kits.ts). Where the build has them, a
 * device's list gets its own kit chunk and the chunks loaded with it; where it has none, both
 * devices get the same list, which is what the manifests say of a build without a split. The
 * kits' extras (`kit-desktop-extras`, `kit-mobile-extras`: forms, menus, tabs) are not counted:
 * they load when a component asks for them, and the home page's first view never does.
 *
 * What it leaves out on purpose: chunks a page imports lazily after it rendered (locale files,
 * dialogs), which the browser bench counts; and the mf-manifest.json fetches (JSON, not JS/CSS).
 */
import path from 'node:path';
import { chunkLoadGroups, type ChunkGraph, type ChunkId } from './webpack-runtime';
import { readText, type PublishedRelease, type ReleaseFile, type RemoteBuild } from './published-release';
import type { Device } from '../device';

/** Why a file is on the route's list: the shell's boot, the route's remote, or a shared module. */
export type AssetOrigin = 'shell' | 'remote' | 'shared';

export interface RouteAsset extends ReleaseFile {
  origin: AssetOrigin;
  /** For shared files: the share key whose provider loads the file (`antd`, `react-dom`, …). */
  shareKey?: string;
}

export interface RouteAssets {
  /** `mf_home/HomePage`. */
  module: string;
  device: Device;
  /** The device's kit chunks were found in this build (`shell`, a remote), or null without a split. */
  deviceSplitIn: string | null;
  /** Each file once, in the order the browser would ask for it. */
  assets: RouteAsset[];
  /** Shared modules the route loads, and the app (shell or remote) whose copy is used. */
  sharedFrom: Map<string, string>;
}

export class RouteAssetsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RouteAssetsError';
  }
}

interface Build {
  /** `shell` or the remote's federation name. */
  name: string;
  folder: string;
  graph: ChunkGraph;
}

/** Splits `mf_home/HomePage` into the remote and the exposed module's key (`./HomePage`). */
export function parseModuleId(module: string): { remote: string; expose: string } {
  const slash = module.indexOf('/');
  if (slash <= 0 || slash === module.length - 1) throw new RouteAssetsError(`"${module}" is not a remote module id like mf_home/HomePage`);
  return { remote: module.slice(0, slash), expose: `./${module.slice(slash + 1)}` };
}

class LoadPlan {
  readonly assets: RouteAsset[] = [];
  readonly sharedFrom = new Map<string, string>();
  private readonly files = new Set<string>();
  private readonly chunks = new Set<string>();

  constructor(
    private readonly shell: Build | null,
    private readonly remote: Build,
  ) {}

  add(file: ReleaseFile, origin: AssetOrigin, shareKey?: string): void {
    if (this.files.has(file.file)) return;
    this.files.add(file.file);
    this.assets.push(shareKey === undefined ? { ...file, origin } : { ...file, origin, shareKey });
  }

  /** Loads chunks of one build as its runtime does: their files, then the shared modules they consume. */
  loadChunks(build: Build, chunks: ChunkId[], origin: AssetOrigin, shareKey?: string): void {
    for (const chunk of chunks) {
      const id = `${build.name}:${chunk}`;
      if (this.chunks.has(id)) continue;
      this.chunks.add(id);
      const js = build.graph.jsFiles.get(chunk);
      const css = build.graph.cssFiles.get(chunk);
      if (css !== undefined) this.add({ file: path.posix.join(build.folder, css), kind: 'css' }, origin, shareKey);
      if (js !== undefined) this.add({ file: path.posix.join(build.folder, js), kind: 'js' }, origin, shareKey);
      for (const key of build.graph.consumes.get(chunk) ?? []) this.loadShared(key, build);
    }
  }

  /**
   * A shared module is loaded once per page. The shell registers its providers first and every app
   * shares one version (share strategy loaded-first), so the shell's copy wins wherever the shell
   * provides the module; otherwise the consuming build's own copy loads.
   */
  private loadShared(key: string, consumer: Build): void {
    if (this.sharedFrom.has(key)) return;
    const provider = [this.shell, consumer, this.remote].find((build) => build?.graph.providers.has(key)) ?? null;
    if (!provider) throw new RouteAssetsError(`${consumer.name} consumes the shared module ${key} but no build provides it`);
    this.sharedFrom.set(key, provider.name);
    this.loadChunks(provider, provider.graph.providers.get(key) ?? [], 'shared', key);
  }
}

/** Chunks named for the device's kit (`kit-mobile.<hash>.js`; not `kit-mobile-extras.<hash>.js`) in a build. */
function kitChunks(build: Build, device: Device): ChunkId[] {
  const named = new RegExp(`^kit-${device}\\.`);
  const files = [...build.graph.jsFiles, ...build.graph.cssFiles];
  return [...new Set(files.filter(([, file]) => named.test(file)).map(([chunk]) => chunk))];
}

/**
 * A kit chunk with the chunks its import loads beside it (`Promise.all([e(563), e(901)])`): the
 * import sits in the code of the build, so every JS file of the build is searched for it.
 */
function kitLoad(releaseDir: string, build: Build, device: Device): ChunkId[] {
  const kits = kitChunks(build, device);
  if (kits.length === 0) return [];
  const loads = new Set<ChunkId>();
  for (const file of new Set(build.graph.jsFiles.values())) {
    const code = readText(releaseDir, path.posix.join(build.folder, file));
    for (const group of chunkLoadGroups(code)) {
      if (group.some((chunk) => kits.includes(chunk))) group.forEach((chunk) => loads.add(chunk));
    }
  }
  kits.forEach((chunk) => loads.add(chunk));
  return [...loads];
}

function exposedAssets(remote: RemoteBuild, expose: string) {
  const entry = remote.manifest.exposes.find((candidate) => candidate.path === expose || `./${candidate.name}` === expose);
  if (!entry) {
    const known = remote.manifest.exposes.map((candidate) => candidate.path).join(', ');
    throw new RouteAssetsError(`${remote.name} exposes no ${expose} (its mf-manifest.json lists ${known})`);
  }
  return entry.assets;
}

/**
 * The assets of the page of `module` (`mf_home/HomePage`) on a cold load of `device`, from the release
 * alone. `withoutKit`: the module renders without the UI kit (its `uiKit` export, docs/remotes.md),
 * so its first view loads no kit chunk.
 */
export function routeAssets(release: PublishedRelease, module: string, device: Device, { withoutKit = false } = {}): RouteAssets {
  const { remote: remoteName, expose } = parseModuleId(module);
  const remote = release.remotes.get(remoteName);
  if (!remote) throw new RouteAssetsError(`${remoteName} is not live in ${release.env}`);
  const shell = release.shell.graph ? { name: 'shell', folder: release.shell.folder, graph: release.shell.graph } : null;
  const remoteBuild: Build = { name: remote.name, folder: remote.folder, graph: remote.graph };
  const plan = new LoadPlan(shell, remoteBuild);

  for (const file of release.shell.initial) plan.add(file, 'shell');
  if (shell) plan.loadChunks(shell, shell.graph.entryChunks, 'shell');
  // The shell starts its device's kit at boot; a remote's own copy loads only without the shell's.
  const shellKit = shell ? kitLoad(release.dir, shell, device) : [];
  if (shell && shellKit.length > 0 && !withoutKit) plan.loadChunks(shell, shellKit, 'shell');

  plan.add(remote.remoteEntry, 'remote');
  const listed = exposedAssets(remote, expose);
  const chunks = remote.graph.exposes.get(expose);
  if (!chunks) throw new RouteAssetsError(`${remote.folder}/${remote.remoteEntry.file} has no loader for ${expose}`);
  plan.loadChunks(remoteBuild, chunks, 'remote');
  const remoteKit = shellKit.length > 0 ? [] : kitLoad(release.dir, remoteBuild, device);
  if (remoteKit.length > 0 && !withoutKit) plan.loadChunks(remoteBuild, remoteKit, 'remote');
  // The manifest's sync assets are what the federation runtime preloads for the module: they must
  // be on the list already, or the runtime reading above missed a chunk.
  for (const [kind, files] of [
    ['css', listed.css.sync],
    ['js', listed.js.sync],
  ] as const) {
    for (const name of files) {
      const file = path.posix.join(remote.folder, name);
      if (!plan.assets.some((asset) => asset.file === file)) {
        throw new RouteAssetsError(`${file} (${kind}, sync for ${expose} in mf-manifest.json) is not among the chunks its loader loads`);
      }
    }
  }
  const deviceSplitIn = shellKit.length > 0 ? 'shell' : remoteKit.length > 0 ? remote.name : null;
  return { module, device, deviceSplitIn, assets: plan.assets, sharedFrom: plan.sharedFrom };
}
