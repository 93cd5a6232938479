import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { listFiles, PRECOMPRESS_MIN_BYTES } from '@casino/release-format';
import { cleanup, compressibleText as text, tempDir, writeFiles } from '../testing';
import { writeCompressedSiblings } from './precompress';

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
