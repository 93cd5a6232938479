import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runPreviewLinkCli } from './preview-link-cli';
import { checkPreviewCookie, checkPreviewLink, parseTtl } from '@casino/release-format';

const SECRET = 'a-preview-secret-of-more-than-32-characters';
const NOW = Date.UTC(2030, 0, 1, 3, 0, 0);
let releaseDir: string;

beforeAll(() => {
  releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-link-'));
  fs.mkdirSync(path.join(releaseDir, 'remotes/mf-games/1.5.0'), { recursive: true });
  fs.writeFileSync(path.join(releaseDir, 'remotes/mf-games/1.5.0/mf-manifest.json'), '{}');
});

afterAll(() => fs.rmSync(releaseDir, { recursive: true, force: true }));

async function run(args: string[], env: Record<string, string> = { PREVIEW_SECRET: SECRET }) {
  let out = '';
  let err = '';
  const code = await runPreviewLinkCli(
    ['node', 'preview-link', ...args, '--release-dir', releaseDir],
    env,
    { out: (text) => (out += text), err: (text) => (err += text) },
    () => NOW,
  );
  return { code, out, err };
}

describe('npm run preview-link', () => {
  it('prints a link the shell server accepts until it expires', async () => {
    const { code, out, err } = await run(['mf-games', '1.5.0', '--ttl', '2h', '--base-url', 'https://casino.example/']);
    expect(code).toBe(0);
    const link = new URL(out.trim());
    expect(`${link.origin}${link.pathname}`).toBe('https://casino.example/__preview');
    expect(err).toContain('valid until 2030-01-01T05:00:00.000Z');
    expect(checkPreviewLink(link.searchParams, SECRET, NOW)).toEqual({
      ok: true,
      preview: { app: 'mf-games', version: '1.5.0', exp: NOW / 1000 + 7200 },
    });
    expect(checkPreviewLink(link.searchParams, SECRET, NOW + 7200_000)).toMatchObject({ ok: false, reason: 'expired' });
    expect(checkPreviewLink(link.searchParams, `${SECRET}x`, NOW)).toMatchObject({ ok: false, reason: 'signature' });
  });

  it('prints JSON with --json', async () => {
    const { code, out } = await run(['mf-games', '1.5.0', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual({
      app: 'mf-games',
      version: '1.5.0',
      expiresAt: '2030-01-01T04:00:00.000Z',
      link: expect.stringMatching(/^http:\/\/localhost:8080\/__preview\?app=mf-games&version=1\.5\.0&exp=\d+&sig=[\w-]{43}$/),
      cookie: expect.stringMatching(/^casino_preview=mf-games%401\.5\.0~\d+~[\w-]{43}$/),
    });
  });

  it('prints the signed cookie with --cookie, for QA to set by hand', async () => {
    const { code, out } = await run(['mf-games', '1.5.0', '--ttl', '30m', '--cookie']);
    expect(code).toBe(0);
    const [name, value = ''] = out.trim().split('=');
    expect(name).toBe('casino_preview');
    const exp = NOW / 1000 + 1800;
    expect(checkPreviewCookie(decodeURIComponent(value), SECRET, NOW)).toEqual({ ok: true, targetsText: 'mf-games@1.5.0', exp });
    expect(checkPreviewCookie(decodeURIComponent(value), SECRET, exp * 1000)).toMatchObject({
      ok: false,
      message: expect.stringContaining('expired'),
    });
    expect(checkPreviewCookie(decodeURIComponent(value), `${SECRET}x`, NOW)).toMatchObject({
      ok: false,
      message: expect.stringContaining('signature'),
    });
    expect(checkPreviewCookie('mf-games@1.5.0', SECRET, NOW)).toMatchObject({ ok: false, message: expect.stringContaining('not signed') });
  });

  it.each([
    [['mf-games', '1.6.0'], {}, 'preview-link: error: mf-games 1.6.0 is not published in'],
    [['shell', '0.1.0'], {}, 'unknown remote "shell"'],
    [['mf-games', '../1.5.0'], {}, 'invalid version'],
    [['mf-games', '1.5.0', '--ttl', '8d'], {}, '--ttl must be a duration'],
    [['mf-games', '1.5.0', '--ttl', 'soon'], {}, '--ttl must be a duration'],
    [['mf-games', '1.5.0', '--base-url', 'javascript:alert(1)'], {}, '--base-url must be an http(s) URL'],
    [['mf-games', '1.5.0'], { PREVIEW_SECRET: '' }, 'PREVIEW_SECRET must be set'],
    [['mf-games', '1.5.0'], { PREVIEW_SECRET: 'short' }, 'at least 32 characters'],
  ])('refuses %j %j in one line', async (args, env, message) => {
    const { code, out, err } = await run(args, { PREVIEW_SECRET: SECRET, ...env });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain(message);
    expect(err.trim().split('\n')).toHaveLength(1);
  });

  it('reads durations', () => {
    expect(['90', '90s', '30m', '1h', '2d', 'x', '1w', '-1'].map(parseTtl)).toEqual([90, 90, 1800, 3600, 172800, null, null, null]);
  });
});
