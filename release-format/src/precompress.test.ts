import { isCompressedSibling, isPublicReleaseFile, withoutCompressedSiblings } from './precompress';

describe('compressed siblings are not content', () => {
  it('drops <file>.br and <file>.gz of a precompressible file present in the same listing', () => {
    expect(
      withoutCompressedSiblings([
        'a.js',
        'a.js.br',
        'a.js.gz',
        'index.html',
        'index.html.gz',
        'orphan.css.br',
        'data.bin',
        'data.bin.gz',
        'archive.tar.gz',
      ]),
    ).toEqual(['a.js', 'index.html', 'orphan.css.br', 'data.bin', 'data.bin.gz', 'archive.tar.gz']);
  });

  it.each([
    ['remoteEntry.js.br', true],
    ['static/css/main.CSS.GZ', true],
    ['mf-manifest.json.gz', true],
    ['logo.svg.br', true],
    ['remoteEntry.js', false],
    ['archive.tar.gz', false],
    ['font.woff2.br', false],
  ])('%s is shaped like a compressed sibling: %s', (file, expected) => {
    expect(isCompressedSibling(file)).toBe(expected);
  });
});

describe('isPublicReleaseFile', () => {
  it.each([
    ['remoteEntry.js', true],
    ['mf-manifest.json', true],
    ['static/css/main.css', true],
    ['main.js.LICENSE.txt', true],
    ['main.js.map', false],
    ['static/js/MAIN.JS.MAP', false],
    ['mf-manifest-stats.json', false],
    ['nested/mf-manifest-stats.json', false],
    ['remoteEntry.js.br', false],
    ['mf-manifest.json.gz', false],
  ])('%s → %s', (file, expected) => {
    expect(isPublicReleaseFile(file)).toBe(expected);
  });
});
