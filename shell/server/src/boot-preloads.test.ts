import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bootPreloads } from './render-page';

function shellWith(assets: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
  if (assets !== undefined) fs.writeFileSync(path.join(dir, 'boot-assets.json'), JSON.stringify(assets));
  return dir;
}

describe('bootPreloads', () => {
  it("hints the shell's boot files for every page and each kit's own files for its layout only", async () => {
    const links = await bootPreloads(
      shellWith({
        bootstrap: ['bootstrap.1.js', 'bootstrap.1.css', '470.react-dom.js'],
        'kit-desktop': ['470.react-dom.js', '754.antd.js', 'kit-desktop.1.js'],
        'kit-mobile': ['kit-mobile.1.js', 'kit-mobile.1.css'],
      }),
      '/shell/1.0.0/',
    );
    expect(links).toEqual([
      '<link rel="preload" href="/shell/1.0.0/bootstrap.1.js" as="script">',
      '<link rel="preload" href="/shell/1.0.0/bootstrap.1.css" as="style">',
      '<link rel="preload" href="/shell/1.0.0/470.react-dom.js" as="script">',
      '<link rel="preload" href="/shell/1.0.0/754.antd.js" as="script" media="(min-width: 992px)">',
      '<link rel="preload" href="/shell/1.0.0/kit-desktop.1.js" as="script" media="(min-width: 992px)">',
      '<link rel="preload" href="/shell/1.0.0/kit-mobile.1.js" as="script" media="(max-width: 991.98px)">',
      '<link rel="preload" href="/shell/1.0.0/kit-mobile.1.css" as="style" media="(max-width: 991.98px)">',
    ]);
  });

  it("hints the messages of the page's language and of the fallback, once each", async () => {
    const shell = shellWith({
      bootstrap: ['bootstrap.1.js'],
      locales: {
        en_US: ['858.common-en.js', '167.shell-en.js'],
        zh_CN: ['16.common-zh.js', '665.shell-zh.js'],
        vi_VN: ['728.common-vi.js'],
      },
    });
    await expect(bootPreloads(shell, '/s/', 'zh_CN')).resolves.toEqual([
      '<link rel="preload" href="/s/bootstrap.1.js" as="script">',
      '<link rel="preload" href="/s/858.common-en.js" as="script">',
      '<link rel="preload" href="/s/167.shell-en.js" as="script">',
      '<link rel="preload" href="/s/16.common-zh.js" as="script">',
      '<link rel="preload" href="/s/665.shell-zh.js" as="script">',
    ]);
    await expect(bootPreloads(shell, '/s/', 'en_US')).resolves.toEqual([
      '<link rel="preload" href="/s/bootstrap.1.js" as="script">',
      '<link rel="preload" href="/s/858.common-en.js" as="script">',
      '<link rel="preload" href="/s/167.shell-en.js" as="script">',
    ]);
  });

  it('hints nothing without the file, and never a name that is not a plain JS or CSS file', async () => {
    await expect(bootPreloads(shellWith(undefined), '/shell/1.0.0/')).resolves.toEqual([]);
    await expect(bootPreloads(shellWith({ bootstrap: ['../manifests/e2e.json', '"><script>.js', 'ok.js'] }), '/s/')).resolves.toEqual([
      '<link rel="preload" href="/s/ok.js" as="script">',
    ]);
  });
});
