import type { FastifyInstance } from 'fastify';
import { call, testSandbox } from '../testing';

interface Errors {
  errors: { field: string; message: string }[];
}

describe('bad input answers 400 with the envelope, translated by lang', () => {
  let app: FastifyInstance;

  beforeAll(() => {
    app = testSandbox();
  });

  afterAll(async () => {
    await app.close();
  });

  const raw = (payload: string, lang: string) =>
    app.inject({ method: 'POST', url: '/api/arks/web/carousel_picture', headers: { 'content-type': 'application/json', lang }, payload });

  it('malformed JSON', async () => {
    const en = await raw('{"site_id": 1,', 'en_US');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({
      status: false,
      code: 400,
      message: 'The request body is not valid JSON',
      apiResponseData: { errors: [{ field: 'body', message: 'The request body is not valid JSON' }] },
    });
    expect(en.body).not.toMatch(/stack|at .*\.js/);
    expect((await raw('{oops', 'zh_CN')).json().message).toBe('请求内容不是有效的 JSON');
    expect((await raw('{oops', 'vi_VN')).json().message).toBe('Nội dung yêu cầu không phải JSON hợp lệ');
  });

  it('a missing field', async () => {
    const en = await call<Errors>(app, '/arks/web/carousel_picture', { site_id: 1 });
    expect(en.statusCode).toBe(400);
    expect(en.body).toMatchObject({ status: false, code: 400, message: 'Invalid request: use_type is required' });
    expect(en.body.apiResponseData.errors).toEqual([{ field: 'use_type', message: 'use_type is required' }]);
    const zh = await call<Errors>(app, '/arks/web/carousel_picture', { site_id: 1 }, { lang: 'zh_CN' });
    expect(zh.body.message).toBe('请求参数无效：use_type 为必填项');
    expect(zh.body.apiResponseData.errors[0]?.message).toBe('use_type 为必填项');
  });

  it('a wrong type and a value out of range, every field reported', async () => {
    const en = await call<Errors>(app, '/arks/web/carousel_picture', { site_id: '1', use_type: 7 });
    expect(en.statusCode).toBe(400);
    expect(en.body.apiResponseData.errors).toEqual([
      { field: 'site_id', message: 'site_id must be of type integer' },
      { field: 'use_type', message: 'use_type must be one of: 0, 1, 2' },
    ]);
    const zh = await call<Errors>(app, '/arks/web/carousel_picture', { site_id: '1', use_type: 0 }, { lang: 'zh_CN' });
    expect(zh.body.message).toBe('请求参数无效：site_id 的类型必须是 integer');
    const ko = await call<Errors>(app, '/arks/web/carousel_picture', { site_id: '1', use_type: 0 }, { lang: 'ko_KR' });
    expect(ko.body.message).toBe('잘못된 요청입니다: site_id 항목은 integer 형식이어야 합니다');
    const ta = await call<Errors>(app, '/arks/web/carousel_picture', { site_id: '1', use_type: 0 }, { lang: '9' });
    expect(ta.body.message).toBe('தவறான கோரிக்கை: site_id integer வகையாக இருக்க வேண்டும்');
  });

  it('a body that is not an object, and an empty body', async () => {
    const list = await call<Errors>(app, '/arks/web/carousel_picture', [1, 2]);
    expect(list.statusCode).toBe(400);
    expect(list.body.apiResponseData.errors).toEqual([{ field: 'body', message: 'the request body must be a JSON object' }]);
    const empty = await raw('', 'en_US');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().apiResponseData.errors.map((e: { field: string }) => e.field)).toEqual(['site_id', 'use_type']);
  });

  it('an unsupported content type', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/arks/web/carousel_picture',
      headers: { 'content-type': 'application/xml' },
      payload: '<site_id>1</site_id>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: false, code: 415, message: 'Unsupported content type; send application/json' });
    // text is parsed as a string, which is not the object the call needs
    const text = await app.inject({
      method: 'POST',
      url: '/api/arks/web/carousel_picture',
      headers: { 'content-type': 'text/plain' },
      payload: 'site_id=1',
    });
    expect(text.statusCode).toBe(400);
  });

  it('an unknown call under /api answers a 404 envelope', async () => {
    const response = await call(app, '/arks/web/nothing_here', {});
    expect(response.statusCode).toBe(404);
    expect(response.body).toEqual({
      status: false,
      code: 404,
      message: 'No such call: POST /api/arks/web/nothing_here',
      apiResponseData: null,
    });
  });

  it('a member call without a valid token answers 401 before looking at the body', async () => {
    const none = await call(app, '/arks/web/bulletin/member', {});
    expect(none.statusCode).toBe(401);
    expect(none.body).toEqual({ status: false, code: 401, message: 'Please log in first', apiResponseData: null });
    const forged = await call(
      app,
      '/arks/web/bulletin/member',
      { site_id: 1, display_device: 1, display_location: 2 },
      { token: 'Bearer forged', lang: 'zh_CN' },
    );
    expect(forged.statusCode).toBe(401);
    expect(forged.body.message).toBe('请先登录');
  });
});
