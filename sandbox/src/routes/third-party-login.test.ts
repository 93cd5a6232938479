import type { FastifyInstance } from 'fastify';
import type { MemberLayoutResponse } from '@casino/contracts';
import { call, testSandbox } from '../testing';

const SITE = 'http://127.0.0.1:8080';
const CALLBACK = `${SITE}/authCallback`;

describe('Sandbox ID, the stand-in third-party sign-in', () => {
  let app: FastifyInstance;
  const get = (path: string, query: Record<string, string>) => app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(query)}` });

  beforeEach(() => {
    app = testSandbox();
  });

  afterEach(async () => {
    await app.close();
  });

  it('offers the active members and returns the state and a working session to the site', async () => {
    const page = await get('/oauth/sandbox-id/authorize', { state: 'S1', redirect_uri: CALLBACK });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('player_usd');
    const approve = /href="([^"]*account=player_usd[^"]*)"/.exec(page.body)?.[1]?.replace(/&amp;/g, '&');
    expect(approve).toBeDefined();
    const back = await app.inject({ method: 'GET', url: approve as string });
    expect(back.statusCode).toBe(302);
    const target = new URL(back.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(CALLBACK);
    expect(target.searchParams.get('state')).toBe('S1');
    expect(target.searchParams.get('member_account')).toBe('player_usd');
    const layout = await call<MemberLayoutResponse>(
      app,
      '/member/profile/common/layout',
      {},
      { token: target.searchParams.get('tk') ?? '' },
    );
    expect(layout.body.apiResponseData.member_common_layout.member_account).toBe('player_usd');
  });

  it('returns access_denied on cancel and not_linked for an unknown account', async () => {
    const cancel = await get('/oauth/sandbox-id/approve', { state: 'S2', redirect_uri: CALLBACK, cancel: '1' });
    expect(new URL(cancel.headers.location as string).searchParams.get('resCode')).toBe('access_denied');
    const unknown = await get('/oauth/sandbox-id/approve', { state: 'S3', redirect_uri: CALLBACK, account: 'nobody' });
    expect(new URL(unknown.headers.location as string).searchParams.get('resCode')).toBe('not_linked');
  });

  it.each([
    'http://127.0.0.9:8080/authCallback',
    'http://evil.example/authCallback',
    `${SITE}/somewhere-else`,
    `http://user:pass@127.0.0.1:8080/authCallback`,
    'javascript:alert(1)',
    '',
  ])('never returns to %j', async (redirect) => {
    for (const path of ['/oauth/sandbox-id/authorize', '/oauth/sandbox-id/approve']) {
      const answer = await get(path, { state: 'S', redirect_uri: redirect, account: 'player_usd' });
      expect(answer.statusCode).toBe(400);
      expect(answer.headers.location).toBeUndefined();
    }
  });
});
