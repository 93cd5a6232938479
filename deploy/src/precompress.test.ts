import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { listFiles } from './content-tree';
import {
  isCompressedSibling,
  isPublicReleaseFile,
  PRECOMPRESS_MIN_BYTES,
  withoutCompressedSiblings,
  writeCompressedSiblings,
} from './precompress';
import { cleanup, compressibleText as text, tempDir, writeFiles } from './testing';

let dir: string;
beforeEach(() => {
  dir = tempDir('precompress-');
});
afterEach(() => cleanup(dir));

describe('writeCompressedSiblings', () => {
  it('writes a .br and a .gz beside every served text file of 1 KB or more, each decompressing to the original bytes', async () => {
    const big = {
      'remoteEntry.js': text(4000, 'entry'),
      'static/css/main.css': text(2000, 'css'),
      'index.html': text(PRECOMPRESS_MIN_BYTES, 'html'),
      'mf-manifest.json': JSON.stringify({ name: 'mf_home', pad: text(3000) }),
      'icons/logo.svg': `<svg xmlns="http://www.w3.org/2000/svg">${text(1500, 'svg')}</svg>`,
    };
    writeFiles(dir, big);

    const written = await writeCompressedSiblings(dir, await listFiles(dir));

    expect(written.map((w) => w.file).sort()).toEqual(Object.keys(big).sort());
    for (const file of Object.keys(big)) {
      const original = readFileSync(path.join(dir, file));
      const br = readFileSync(path.join(dir, `${file}.br`));
      const gz = readFileSync(path.join(dir, `${file}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(original)).toBe(true);
      expect(zlib.gunzipSync(gz).equals(original)).toBe(true);
      expect(br.length).toBeLessThan(original.length);
      expect(gz.length).toBeLessThan(original.length);
      // Byte 8 of a gzip header says how hard it was compressed: 2 = the slowest, best level (9).
      expect(gz[8]).toBe(2);
      expect(written.find((w) => w.file === file)).toEqual({ file, bytes: original.length, brotli: br.length, gzip: gz.length });
    }
  });

  it('skips small files, source maps, the manifest stats and types that are not text', async () => {
    writeFiles(dir, {
      'small.js': text(PRECOMPRESS_MIN_BYTES - 1),
      'main.js.map': text(50_000),
      'mf-manifest-stats.json': text(20_000),
      'main.js.LICENSE.txt': text(5000),
      'font.woff2': text(5000),
      'picture.png': text(5000),
    });

    expect(await writeCompressedSiblings(dir, await listFiles(dir))).toEqual([]);
    expect(readdirSync(dir).filter((name) => /\.(br|gz)$/.test(name))).toEqual([]);
  });

  it('writes no sibling that would not be smaller than the original', async () => {
    writeFileSync(path.join(dir, 'random.js'), randomBytes(4096));
    expect(await writeCompressedSiblings(dir, await listFiles(dir))).toEqual([]);
    expect(existsSync(path.join(dir, 'random.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'random.js.gz'))).toBe(false);
  });

  it('replaces siblings a build left behind with ones made from the file itself', async () => {
    writeFiles(dir, { 'main.js': text(3000), 'main.js.gz': 'stale' });
    await writeCompressedSiblings(dir, await listFiles(dir));
    expect(zlib.gunzipSync(readFileSync(path.join(dir, 'main.js.gz'))).toString()).toBe(text(3000));
  });
});

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
