import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RemotePreloads } from './remote-preloads';

function releaseWith(manifest: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'preloads-'));
  const folder = path.join(dir, 'remotes', 'mf-home', '1.2.0');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
  return dir;
}

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } },
  exposes: [
    {
      name: 'HomePage',
      path: './HomePage',
      assets: {
        js: { sync: ['__federation_expose_HomePage.1.js'], async: ['754.big.js'] },
        css: { sync: ['home.css'], async: ['other.css'] },
      },
    },
    { name: 'FaqPage', path: './FaqPage', assets: { js: { sync: ['faq.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
};

describe('RemotePreloads', () => {
  it("hints the remote's entry and the route module's own JS and CSS, not what it may load later", async () => {
    const preloads = new RemotePreloads(releaseWith(manifest));
    await expect(preloads.hints('/remotes/mf-home/1.2.0/mf-manifest.json', 'mf_home/HomePage')).resolves.toEqual([
      { href: '/remotes/mf-home/1.2.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-home/1.2.0/__federation_expose_HomePage.1.js', as: 'script' },
      { href: '/remotes/mf-home/1.2.0/home.css', as: 'style' },
    ]);
    await expect(preloads.hints('/remotes/mf-home/1.2.0/mf-manifest.json', 'mf_home/FaqPage')).resolves.toEqual([
      { href: '/remotes/mf-home/1.2.0/remoteEntry.js', as: 'script' },
      { href: '/remotes/mf-home/1.2.0/faq.js', as: 'script' },
    ]);
  });

  it('hints nothing for a remote served from elsewhere, a missing or broken manifest, or a hostile file name', async () => {
    const preloads = new RemotePreloads(releaseWith(manifest));
    await expect(preloads.hints('https://cdn.example/mf-home/mf-manifest.json', 'mf_home/HomePage')).resolves.toEqual([]);
    await expect(preloads.hints('/remotes/mf-home/9.9.9/mf-manifest.json', 'mf_home/HomePage')).resolves.toEqual([]);
    await expect(preloads.hints('/remotes/../manifests/e2e.json', 'mf_home/HomePage')).resolves.toEqual([]);
    const broken = new RemotePreloads(releaseWith('{ not json'));
    await expect(broken.hints('/remotes/mf-home/1.2.0/mf-manifest.json', 'mf_home/HomePage')).resolves.toEqual([]);
    const hostile = new RemotePreloads(
      releaseWith({ ...manifest, exposes: [{ name: 'HomePage', assets: { js: { sync: ['"><script>x</script>'] }, css: { sync: [] } } }] }),
    );
    await expect(hostile.hints('/remotes/mf-home/1.2.0/mf-manifest.json', 'mf_home/HomePage')).resolves.toEqual([
      { href: '/remotes/mf-home/1.2.0/remoteEntry.js', as: 'script' },
    ]);
  });
});
