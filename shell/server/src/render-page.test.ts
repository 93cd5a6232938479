import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import en from '../../src/locales/en_US.json';
import ta from '../../src/locales/ta_IN.json';
import th from '../../src/locales/th_TH.json';
import vi from '../../src/locales/vi_VN.json';
import zh from '../../src/locales/zh_CN.json';
import { BOOT_FAILURE_DATA_ID } from '../../src/app/boot-guard';
import { buildServer } from './app';
import { loadConfig } from './config';
import { bootFailureScript, bootFailureTexts } from './render-page';

/**
 * The page as the shell server renders it from the real template (public/index.html): the boot
 * guard's texts in the page's locale, safe inside their script element, and the guard covered by
 * the CSP nonce.
 */
let releaseDir: string;
let app: FastifyInstance;

beforeAll(async () => {
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-render-'));
  fs.mkdirSync(path.join(releaseDir, 'shell/2.0.0'), { recursive: true });
  fs.mkdirSync(path.join(releaseDir, 'manifests'), { recursive: true });
  fs.copyFileSync(path.join(__dirname, '../../public/index.html'), path.join(releaseDir, 'shell/2.0.0/index.html'));
  fs.writeFileSync(
    path.join(releaseDir, 'manifests/test.json'),
    JSON.stringify({ schema: 1, env: 'test', shell: { version: '2.0.0', path: '/shell/2.0.0/' }, remotes: {} }),
  );
  app = await buildServer(loadConfig({ RELEASE_DIR: releaseDir, RELEASE_ENV: 'test', SITE_LOCALES: 'en_US,zh_CN,vi_VN,th_TH' }));
});

afterAll(async () => {
  await app.close();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

const dataBlock = new RegExp(`<script nonce="([^"]+)" id="${BOOT_FAILURE_DATA_ID}" type="application/json">(.*?)</script>`, 's');

async function page(locale?: string) {
  const response = await app.inject({ method: 'GET', url: '/', headers: locale ? { cookie: `i18n_redirected=${locale}` } : {} });
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers['content-security-policy']))?.[1];
  const block = dataBlock.exec(response.body);
  return { html: response.body, nonce, blockNonce: block?.[1], data: JSON.parse(block?.[2] ?? 'null') as Record<string, string> | null };
}

describe('the boot guard in the rendered page', () => {
  it.each([
    ['en_US', en.bootFailure],
    ['zh_CN', zh.bootFailure],
    ['vi_VN', vi.bootFailure],
    ['th_TH', th.bootFailure],
  ])("writes the guard's texts in %s, the locale of the visitor's cookie", async (locale, texts) => {
    const { data } = await page(locale);
    expect(data).toEqual({ ...texts, shellBase: '/shell/2.0.0/' });
  });

  it('speaks English by default and for a locale the site does not offer', async () => {
    expect((await page()).data).toMatchObject(en.bootFailure);
    expect((await page('ta_IN')).data).toMatchObject(en.bootFailure);
    expect(ta.bootFailure.reload).not.toBe(en.bootFailure.reload);
  });

  it('gives the guard script and its texts the CSP nonce of the response', async () => {
    const { html, nonce, blockNonce } = await page('zh_CN');
    expect(nonce).toBeTruthy();
    expect(blockNonce).toBe(nonce);
    const guard = /<script([^>]*)>\s*\/\/ The boot guard/.exec(html);
    expect(guard?.[1]).toBe(` nonce="${nonce}"`);
    expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
  });

  it('keeps any text inside its script element: no closing tag, no comment opener, the same texts read back', () => {
    const hostile = { failed: '</script><script>alert(1)</script>', slow: '<!-- & \u2028', reload: '"Reload"', shellBase: '/shell/1/' };
    const script = bootFailureScript(hostile);
    const inner = /^<script id="casino-boot-failure" type="application\/json">(.*)<\/script>$/s.exec(script)?.[1] ?? '';
    expect(inner).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(inner)).toEqual(hostile);
  });

  it('falls back to English text by text for a locale whose file lacks one', () => {
    expect(bootFailureTexts('zh_CN', { en_US: { bootFailure: en.bootFailure }, zh_CN: { bootFailure: { reload: '重新加载' } } })).toEqual({
      ...en.bootFailure,
      reload: '重新加载',
    });
  });
});
