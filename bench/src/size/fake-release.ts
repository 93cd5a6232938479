/**
 * A tiny published release for the tests: a shell and one remote whose runtimes are written in
 * the shapes webpack 5 and the federation plugin emit (copied from a real build, cut down), so the
 * size check's reading is tested on the forms it meets, not on a format of its own.
 *
 * The chunk graph, and what a cold load of `mf_demo/Page` therefore needs:
 *
 *   shell page   boot.b1.css, main.m1.js (entry module 100 loads chunks 1, 70, 2)
 *   chunk 1      1.c1.css + 1.a1.js; its code imports the kits (chunk 9 alone; chunks 7 + 8)
 *   chunk 70     consumes react      → shell provider: chunk 5 (5.a5.js)
 *   chunk 2      consumes ui-kit     → shell provider: chunks 6, 70 (6.a6.js)
 *   kits         kit-desktop = chunk 9; kit-mobile = chunk 8 (+ its CSS), loaded with chunk 7
 *   extras       (desktopExtras) the core loads with chunk 12; kit-desktop-extras = chunk 11, loaded
 *                with chunks 12 and 13 when a component asks for it, never for the page's first view
 *   remote       remoteEntry.js; ./Page loads chunks 70 (react, loaded), 75 (dates), 40 (the expose)
 *   chunk 75     consumes dates      → only the remote provides it: chunk 41 (41.r41.js)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface FakeReleaseOptions {
  /** Name the kit chunks kit-desktop / kit-mobile (a build with a device split). */
  kits?: boolean;
  /** The desktop kit in two parts: the core, and its extras in chunk 11 (kit-desktop-extras). */
  desktopExtras?: boolean;
  /** Bytes of the exposed module's script (random, so gzip cannot shrink it). */
  exposeBytes?: number;
  /** Leave the exposed module's script out of its loader (a manifest the runtime contradicts). */
  dropExposeFromLoader?: boolean;
}

export const FAKE_ENV = 'test';

function write(root: string, file: string, text: string | Buffer): void {
  const full = path.join(root, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

function shellRuntime(kits: boolean): string {
  const names = kits ? '(({8:"kit-mobile",9:"kit-desktop",11:"kit-desktop-extras"}[e]||e)+"."+' : 'e+"."+';
  const close = kits ? ')' : '';
  return [
    '(()=>{var e={100(e,t,o){o.nc=void 0,Promise.all([o.e(1),o.e(70),o.e(2)]).then(()=>o(101)).catch(e=>{window.casinoBoot?.fail(e)})}};',
    `o.f={},o.e=e=>Promise.all([]),o.u=e=>${names}{1:"a1",5:"a5",6:"a6",7:"a7",8:"a8",9:"a9",11:"a11",12:"a12",13:"a13"}[e]+".js"${close},`,
    `o.miniCssF=e=>${names}{1:"c1",8:"c8"}[e]+".css"${close},`,
    '(()=>{o.federation.initOptions.shared={react:[{version:"19.3.1",get:()=>o.e(5).then(()=>()=>o(55)),scope:["default"],shareConfig:{eager:!1,requiredVersion:"~19.3.1",singleton:!0,layer:null}}],',
    '"ui-kit":[{version:"1.0.0",get:()=>Promise.all([o.e(6),o.e(70)]).then(()=>()=>o(66)),scope:["default"],shareConfig:{eager:!1,requiredVersion:"^1.0.0",singleton:!0,layer:null}}]},o.S={}})(),',
    '(()=>{var e={};o.consumesLoadingData.moduleIdToConsumeDataMapping={700:{fallback:()=>o.e(5).then(()=>()=>o(55)),shareScope:["default"],singleton:!0,requiredVersion:"~19.3.1",strictVersion:!1,eager:!1,layer:void 0,shareKey:"react"},',
    '200:{fallback:()=>Promise.all([o.e(6)]).then(()=>()=>o(66)),shareScope:["default"],singleton:!0,requiredVersion:"^1.0.0",strictVersion:!1,eager:!1,layer:void 0,shareKey:"ui-kit"}};',
    'o.consumesLoadingData.chunkMapping={2:[200],70:[700]},o.f.consumes=(r,n)=>{}})(),o.nc=void 0,o.x(),o(100)})();',
  ].join('');
}

function remoteRuntime(dropExpose: boolean): string {
  const exposeLoad = dropExpose ? 'Promise.all([o.e(70),o.e(75)])' : 'Promise.all([o.e(70),o.e(75),o.e(40)])';
  return [
    '(()=>{var e={7962(e,t,o){var r={',
    `"./Page":()=>${exposeLoad}.then(()=>()=>o(400))`,
    '}}};o.u=e=>(({40:"__federation_expose_Page"}[e]||e)+"."+{40:"e1",41:"r41",55:"r55"}[e]+".js"),',
    'o.miniCssF=e=>(40===e?"__federation_expose_Page":e)+"."+{40:"e1"}[e]+".css",',
    '(()=>{o.federation.initOptions.shared={react:[{version:"19.3.1",get:()=>o.e(55).then(()=>()=>o(55)),scope:["default"],shareConfig:{eager:!1,requiredVersion:"~19.3.1",singleton:!0,layer:null}}],',
    'dates:[{version:"4.0.0",get:()=>Promise.all([o.e(41)]).then(()=>()=>o(41)),scope:["default"],shareConfig:{eager:!1,requiredVersion:"^4.0.0",singleton:!0,layer:null}}]},o.S={}})(),',
    '(()=>{o.consumesLoadingData.moduleIdToConsumeDataMapping={700:{fallback:()=>o.e(55).then(()=>()=>o(55)),shareKey:"react"},750:{fallback:()=>o.e(41).then(()=>()=>o(41)),shareKey:"dates"}};',
    'o.consumesLoadingData.chunkMapping={70:[700],75:[750]}})(),o.x();let i=o(7962);mf_demo=i})();',
  ].join('');
}

/** Bytes gzip cannot shrink, the same on every run (a linear congruential sequence). */
function noise(length: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = 12345;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    bytes[index] = state >>> 16;
  }
  return bytes;
}

const manifestAssets = (js: string[], css: string[]) => ({ js: { sync: js, async: [] }, css: { sync: css, async: [] } });

/** Writes the fake release into a new temporary folder and returns the folder. */
export function writeFakeRelease(options: FakeReleaseOptions = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-fake-release-'));
  const shell = 'shell/1.0.0';
  const remote = 'remotes/mf-demo/2.0.0';
  write(
    root,
    `${shell}/index.html`,
    [
      '<!doctype html><html><head><!--casino:head--><link href="%SHELL_BASE%/boot.b1.css" rel="stylesheet">',
      '<link rel="preload" href="%SHELL_BASE%/not-a-stylesheet.js" as="script"></head>',
      '<body><script>window.inline = true;</script><!--casino:boot-->',
      '<script defer src="https://analytics.example/tag.js"></script><script defer src="%SHELL_BASE%/main.m1.js"></script></body></html>',
    ].join('\n'),
  );
  write(root, `${shell}/boot.b1.css`, 'body{margin:0}');
  write(root, `${shell}/main.m1.js`, shellRuntime(options.kits ?? false));
  write(root, `${shell}/1.c1.css`, '.shell{color:red}');
  // The extras load the core from its own slot and their own chunks beside it (mf-shared/src/kits/ui-kits.ts).
  const desktop = options.desktopExtras
    ? 'desktop=()=>Promise.all([n.e(12),n.e(9)]).then(n.bind(n,900)),extras=()=>Promise.all([desktop(),Promise.all([n.e(12),n.e(13),n.e(11)]).then(n.bind(n,1100))])'
    : 'desktop=()=>n.e(9).then(n.bind(n,900))';
  write(root, `${shell}/1.a1.js`, `const ${desktop},mobile=()=>Promise.all([n.e(7),n.e(8)]).then(n.bind(n,800));`);
  for (const chunk of ['5.a5', '6.a6', '7.a7', '8.a8', '9.a9', '11.a11', '12.a12', '13.a13'])
    write(root, `${shell}/${chunk}.js`, `/* chunk ${chunk} */`);
  write(root, `${shell}/8.c8.css`, '.mobile{}');
  if (options.kits) {
    for (const [from, to] of [
      ['8.a8.js', 'kit-mobile.a8.js'],
      ['9.a9.js', 'kit-desktop.a9.js'],
      ['11.a11.js', 'kit-desktop-extras.a11.js'],
      ['8.c8.css', 'kit-mobile.c8.css'],
    ] as const) {
      fs.renameSync(path.join(root, shell, from), path.join(root, shell, to));
    }
  }

  write(root, `${remote}/remoteEntry.js`, remoteRuntime(options.dropExposeFromLoader ?? false));
  write(root, `${remote}/__federation_expose_Page.e1.js`, noise(options.exposeBytes ?? 64));
  write(root, `${remote}/__federation_expose_Page.e1.css`, '.page{}');
  write(root, `${remote}/41.r41.js`, '/* dates */');
  write(root, `${remote}/55.r55.js`, '/* the remote own react, never loaded beside the shell */');
  write(
    root,
    `${remote}/mf-manifest.json`,
    JSON.stringify({
      id: 'mf_demo',
      name: 'mf_demo',
      metaData: { name: 'mf_demo', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
      shared: [
        { name: 'react', version: '19.3.1', assets: manifestAssets(['55.r55.js'], []) },
        { name: 'dates', version: '4.0.0', assets: manifestAssets(['41.r41.js'], []) },
      ],
      remotes: [],
      exposes: [
        {
          id: 'mf_demo:Page',
          name: 'Page',
          path: './Page',
          assets: manifestAssets(['__federation_expose_Page.e1.js'], ['__federation_expose_Page.e1.css']),
        },
      ],
    }),
  );
  const now = new Date(0).toISOString();
  write(
    root,
    `manifests/${FAKE_ENV}.json`,
    JSON.stringify({
      schema: 1,
      env: FAKE_ENV,
      updatedAt: now,
      shell: { version: '1.0.0', path: '/shell/1.0.0/', publishedAt: now },
      remotes: {
        mf_demo: {
          app: 'mf-demo',
          name: 'mf_demo',
          version: '2.0.0',
          entry: '/remotes/mf-demo/2.0.0/mf-manifest.json',
          integrity: 'sha384-test',
          publishedAt: now,
        },
      },
    }),
  );
  return root;
}
