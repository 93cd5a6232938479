import { CHROMIUM_ARGS, chromiumLaunchOptions, DEFAULT_CHROMIUM_PATH, UNUSED_BROWSER_FEATURES } from '@casino/server-kit/browser';

describe("the tests' Chromium", () => {
  it('is Debian’s unless told otherwise', () => {
    expect(chromiumLaunchOptions('/opt/chromium/chrome').executablePath).toBe('/opt/chromium/chrome');
    expect(DEFAULT_CHROMIUM_PATH).toBe('/usr/bin/chromium');
  });

  it('runs without the sandbox and the GPU this machine lacks', () => {
    expect(chromiumLaunchOptions('/x').args).toEqual(expect.arrayContaining(['--no-sandbox', '--disable-gpu']));
  });

  // Chromium keeps only the last --disable-features: one list, with Playwright's own features and ours.
  it('turns features off in one --disable-features list that keeps Playwright’s', () => {
    const lists = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(lists).toHaveLength(1);
    const features = (lists[0] ?? '').slice('--disable-features='.length).split(',');
    expect(features).toEqual(expect.arrayContaining([...UNUSED_BROWSER_FEATURES, 'PaintHolding', 'ThirdPartyStoragePartitioning']));
  });
});
