import { messageFiles, messageHintsPlugin, type MessageHintRequest } from './message-hints';

const asyncFiles = [
  '607.b15238a4.js',
  'locale-en_US-json.6aa19685.js',
  'locale-vi_VN-json.6e1ae397.js',
  'locale-zh_CN-json.dae65a01.js',
  'kit-desktop.1.js',
];

describe('messageFiles', () => {
  it('keeps only the message chunks of the languages asked for, and never a name that only looks like one', () => {
    expect(messageFiles(asyncFiles, ['en_US', 'zh_CN'])).toEqual(['locale-en_US-json.6aa19685.js', 'locale-zh_CN-json.dae65a01.js']);
    expect(messageFiles(asyncFiles, ['en_US', 'en_US'])).toEqual(['locale-en_US-json.6aa19685.js']);
    expect(messageFiles(['xlocale-en_US-json.1.js', 'locale-en_US-json.1.css', 'locale-en_US-json.1.js?x'], ['en_US'])).toEqual([]);
    expect(messageFiles(asyncFiles, ['en_US|.*', ''])).toEqual([]);
  });
});

describe('messageHintsPlugin', () => {
  const snapshot = { modules: [{ moduleName: 'HomePage', assets: { js: { sync: ['a.js'], async: asyncFiles } } }] };
  const run = (plugin: ReturnType<typeof messageHintsPlugin>, name: string) =>
    (plugin.afterLoadSnapshot as (args: unknown) => unknown)({ moduleInfo: { name }, remoteSnapshot: snapshot });

  it("hints the prefetched module's message chunks once its manifest is read, once per remote", () => {
    const requests = new Map<string, MessageHintRequest>([
      ['mf_home', { moduleName: 'HomePage', locales: ['en_US', 'vi_VN'], manifestUrl: '/remotes/mf-home/1.0.0/mf-manifest.json' }],
    ]);
    const hinted: string[] = [];
    const plugin = messageHintsPlugin(requests, (url) => hinted.push(url));
    run(plugin, 'mf_games');
    expect(hinted).toEqual([]);
    run(plugin, 'mf_home');
    expect(hinted).toEqual([
      `${window.location.origin}/remotes/mf-home/1.0.0/locale-en_US-json.6aa19685.js`,
      `${window.location.origin}/remotes/mf-home/1.0.0/locale-vi_VN-json.6e1ae397.js`,
    ]);
    run(plugin, 'mf_home');
    expect(hinted).toHaveLength(2);
  });
});
