import fs from 'node:fs';
import { FAKE_ENV, writeFakeRelease, type FakeReleaseOptions } from './fake-release';
import { pageAssets, readPublishedRelease, ReleaseReadError } from './published-release';
import type { Device } from '../device';
import { parseModuleId, routeAssets, RouteAssetsError } from './route-assets';

const folders: string[] = [];

async function release(options: FakeReleaseOptions = {}) {
  const dir = writeFakeRelease(options);
  folders.push(dir);
  return readPublishedRelease(dir, FAKE_ENV);
}

afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const listOf = async (device: Device, options: FakeReleaseOptions = {}) =>
  routeAssets(await release(options), 'mf_demo/Page', device).assets.map(
    (asset) => `${asset.origin}${asset.shareKey ? `(${asset.shareKey})` : ''} ${asset.file}`,
  );

/** What both devices need in the fake release (see fake-release.ts for the graph). */
const shellBoot = [
  'shell shell/1.0.0/boot.b1.css',
  'shell shell/1.0.0/main.m1.js',
  'shell shell/1.0.0/1.c1.css',
  'shell shell/1.0.0/1.a1.js',
  'shared(react) shell/1.0.0/5.a5.js',
  'shared(ui-kit) shell/1.0.0/6.a6.js',
];
const remotePage = [
  'remote remotes/mf-demo/2.0.0/remoteEntry.js',
  'shared(dates) remotes/mf-demo/2.0.0/41.r41.js',
  'remote remotes/mf-demo/2.0.0/__federation_expose_Page.e1.css',
  'remote remotes/mf-demo/2.0.0/__federation_expose_Page.e1.js',
];

describe('routeAssets', () => {
  it('lists the shell boot, the shared modules once from their provider, then the remote module', async () => {
    const desktop = await listOf('desktop');
    expect(desktop).toEqual([...shellBoot, ...remotePage]);
    // Without kit chunks the build has no device split: both devices need the same files.
    expect(await listOf('mobile')).toEqual(desktop);
  });

  it('uses the shell copy of a module both provide, and the remote copy of one only it provides', async () => {
    const assets = routeAssets(await release(), 'mf_demo/Page', 'desktop');
    expect(Object.fromEntries(assets.sharedFrom)).toEqual({ react: 'shell', 'ui-kit': 'shell', dates: 'mf_demo' });
    expect(assets.assets.map((asset) => asset.file)).not.toContain('remotes/mf-demo/2.0.0/55.r55.js');
    expect(assets.deviceSplitIn).toBeNull();
  });

  it('gives each device its own kit chunks, with the chunks loaded beside them, when the build names them', async () => {
    expect(await listOf('desktop', { kits: true })).toEqual([...shellBoot, 'shell shell/1.0.0/kit-desktop.a9.js', ...remotePage]);
    expect(await listOf('mobile', { kits: true })).toEqual([
      ...shellBoot,
      'shell shell/1.0.0/7.a7.js',
      'shell shell/1.0.0/kit-mobile.c8.css',
      'shell shell/1.0.0/kit-mobile.a8.js',
      ...remotePage,
    ]);
    expect(routeAssets(await release({ kits: true }), 'mf_demo/Page', 'mobile').deviceSplitIn).toBe('shell');
  });

  it('counts no kit chunk for a module that renders without the kit', async () => {
    const published = await release({ kits: true });
    for (const device of ['desktop', 'mobile'] as const) {
      const files = routeAssets(published, 'mf_demo/Page', device, { withoutKit: true }).assets.map((asset) => asset.file);
      expect(files.filter((file) => /kit-|7\.a7/.test(file))).toEqual([]);
      expect(files).toContain('shell/1.0.0/main.m1.js');
    }
  });

  it('counts the desktop kit’s core only: its extras load when a component asks for them, not for the first view', async () => {
    expect(await listOf('desktop', { kits: true, desktopExtras: true })).toEqual([
      ...shellBoot,
      'shell shell/1.0.0/12.a12.js',
      'shell shell/1.0.0/kit-desktop.a9.js',
      ...remotePage,
    ]);
  });

  it('fails loudly when the manifest and the runtime disagree, or the module does not exist', async () => {
    const published = await release();
    expect(() => routeAssets(published, 'mf_demo/Missing', 'desktop')).toThrow(
      /mf_demo exposes no \.\/Missing \(its mf-manifest.json lists \.\/Page\)/,
    );
    expect(() => routeAssets(published, 'mf_other/Page', 'desktop')).toThrow(/mf_other is not live in test/);
    const contradicted = await release({ dropExposeFromLoader: true });
    expect(() => routeAssets(contradicted, 'mf_demo/Page', 'desktop')).toThrow(
      /__federation_expose_Page\.e1\.css .* is not among the chunks its loader loads/,
    );
  });
});

describe('parseModuleId', () => {
  it('splits a module id into the remote and the exposed key', () => {
    expect(parseModuleId('mf_home/HomePage')).toEqual({ remote: 'mf_home', expose: './HomePage' });
    expect(() => parseModuleId('mf_home/')).toThrow(RouteAssetsError);
  });
});

describe('readPublishedRelease', () => {
  it('takes only the shell page’s own scripts and stylesheets, in document order', () => {
    const html = fs.readFileSync(`${writeFakeReleaseKept()}/shell/1.0.0/index.html`, 'utf8');
    expect(pageAssets(html, 'shell/1.0.0')).toEqual([
      { file: 'shell/1.0.0/boot.b1.css', kind: 'css' },
      { file: 'shell/1.0.0/main.m1.js', kind: 'js' },
    ]);
  });

  it('says which environment has no manifest', async () => {
    const dir = writeFakeReleaseKept();
    await expect(readPublishedRelease(dir, 'production')).rejects.toThrow(ReleaseReadError);
    await expect(readPublishedRelease(dir, 'production')).rejects.toThrow(/no manifest for the environment "production"/);
  });
});

function writeFakeReleaseKept(): string {
  const dir = writeFakeRelease();
  folders.push(dir);
  return dir;
}
