import type { Initiator, RequestRecord } from './network-log';
import { apiPathOf, dependencyChain, fileNameOf, gatingChain, shortName } from './request-chain';

const site = 'http://127.0.0.1:8080';
let next = 0;

/** A finished request from `sent` to `finished` seconds. */
function request(
  path: string,
  type: string,
  sent: number,
  finished: number,
  initiator: Initiator,
  body: string | null = null,
): RequestRecord {
  next += 1;
  return {
    id: String(next),
    url: `${site}${path}`,
    type,
    initiator,
    sentAt: sent,
    finishedAt: finished,
    failed: null,
    status: 200,
    encodedBytes: 0,
    decodedBytes: 0,
    body,
  };
}

const stack = (...urls: string[]) => ({ callFrames: urls.map((url) => ({ url: `${site}${url}` })) });

/** A page like home: document → entry → runtime-loaded chunk → API answer → picture, plus a preloaded manifest. */
function homeLoad() {
  const document = request('/', 'Document', 0, 0.3, { type: 'other' });
  const main = request('/shell/main.js', 'Script', 0.31, 0.6, { type: 'parser', url: `${site}/` });
  const manifest = request(
    '/remotes/mf-home/mf-manifest.json',
    'Other',
    0.31,
    0.58,
    { type: 'parser', url: `${site}/` },
    '{"remoteEntry":{"name":"remoteEntry.js"}}',
  );
  const entry = request('/remotes/mf-home/remoteEntry.js', 'Script', 0.61, 0.9, { type: 'script', stack: stack('/shell/main.js') });
  // The expose chunk: the runtime in main.js loads it, its async parent is the remote entry's code.
  const expose = request('/remotes/mf-home/expose.js', 'Script', 0.91, 1.2, {
    type: 'script',
    stack: { callFrames: [{ url: `${site}/shell/main.js` }], parent: stack('/remotes/mf-home/remoteEntry.js') },
  });
  const api = request(
    '/api/arks/web/carousel_picture',
    'Fetch',
    1.21,
    1.5,
    { type: 'script', stack: stack('/shell/836.js', '/remotes/mf-home/expose.js') },
    '{"url":"/api/assets/banners/5.svg"}',
  );
  const unrelated = request('/api/web/footer', 'Fetch', 1.21, 1.55, { type: 'script', stack: stack('/remotes/mf-home/expose.js') }, '{}');
  const banner = request('/api/assets/banners/5.svg?lang=en_US', 'Image', 1.6, 1.9, { type: 'other' });
  return {
    document,
    main,
    manifest,
    entry,
    expose,
    api,
    unrelated,
    banner,
    all: [banner, api, unrelated, expose, entry, manifest, main, document],
  };
}

describe('dependencyChain', () => {
  it('follows the parser, the scripts on the stack (async parents too) and the data that named the URL', () => {
    const load = homeLoad();
    const chain = dependencyChain(load.all, load.banner);
    expect(chain.map((step) => [step.link, shortName(step.request)])).toEqual([
      ['root', 'document /'],
      ['parser', 'main.js'],
      ['script', 'mf-home/remoteEntry.js'],
      ['script', 'mf-home/expose.js'],
      ['script', '/arks/web/carousel_picture'],
      ['data', '/assets/banners/5.svg'],
    ]);
  });

  it('links a request to the manifest that names it when that is its deepest dependency', () => {
    const load = homeLoad();
    // Without the runtime on its stack, the entry still waited for the manifest that names it.
    const entry = { ...load.entry, initiator: { type: 'other' } };
    const chain = dependencyChain([load.document, load.main, load.manifest, entry], entry);
    expect(chain.map((step) => step.link)).toEqual(['root', 'parser', 'data']);
    expect(chain[1]?.request).toBe(load.manifest);
  });

  it('links an API call to the script whose code names it when no async stack reaches back to it', () => {
    const load = homeLoad();
    const expose = { ...load.expose, body: 'get("/arks/web/carousel_picture",{use_type:0})' };
    // The stack ends in the request client only (an async stack cut by a scheduler).
    const api = { ...load.api, initiator: { type: 'script', stack: stack('/shell/836.js') } };
    const client = request('/shell/836.js', 'Script', 0.61, 0.9, { type: 'script', stack: stack('/shell/main.js') });
    const all = [load.document, load.main, load.manifest, load.entry, expose, client, api, load.banner];
    expect(dependencyChain(all, load.banner).map((step) => [step.link, shortName(step.request)])).toEqual([
      ['root', 'document /'],
      ['parser', 'main.js'],
      ['script', 'mf-home/remoteEntry.js'],
      ['script', 'mf-home/expose.js'],
      ['code', '/arks/web/carousel_picture'],
      ['data', '/assets/banners/5.svg'],
    ]);
  });

  it('hangs a request without any evidence off the document', () => {
    const load = homeLoad();
    const orphan = request('/api/assets/pictures/x.png', 'Image', 2, 2.1, { type: 'other' });
    expect(dependencyChain([...load.all, orphan], orphan).map((step) => step.link)).toEqual(['root', 'document']);
  });

  it('ignores responses that ended after the request was sent', () => {
    const load = homeLoad();
    const early = { ...load.banner, sentAt: 1.4 }; // before the API answer was complete
    const chain = dependencyChain(
      load.all.map((r) => (r === load.banner ? early : r)),
      early,
    );
    expect(chain.map((step) => shortName(step.request))).not.toContain('/arks/web/carousel_picture');
  });
});

describe('gatingChain', () => {
  it('walks back through the response that ended last before each request, skipping pictures', () => {
    const load = homeLoad();
    const decoy = request('/api/assets/logo.svg', 'Image', 1.5, 1.58, { type: 'other' });
    expect(gatingChain([...load.all, decoy], load.banner).map(shortName)).toEqual([
      'document /',
      'main.js',
      'mf-home/remoteEntry.js',
      'mf-home/expose.js',
      '/web/footer',
      '/assets/banners/5.svg',
    ]);
  });
});

describe('apiPathOf', () => {
  it('gives the last two segments of a path deep enough to be specific', () => {
    expect(apiPathOf(`${site}/api/arks/web/carousel_picture?x=1`)).toBe('web/carousel_picture');
    expect(apiPathOf(`${site}/logo`)).toBeNull();
  });
});

describe('fileNameOf', () => {
  it('gives the last path segment when it is specific enough to look for', () => {
    expect(fileNameOf(`${site}/api/assets/banners/5.svg?lang=en_US`)).toBe('5.svg');
    expect(fileNameOf(`${site}/remotes/mf-home/remoteEntry.js`)).toBe('remoteEntry.js');
    expect(fileNameOf(`${site}/api/web/logo`)).toBeNull();
    expect(fileNameOf('not a url')).toBeNull();
  });
});
