import { handlerTestRoot } from '../test-support';
import { USER_WINDOW, WindowRegistry } from '../window-registry';
import { detectPlatform, onMemberDepositSuccess } from './deposit-handlers';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

/** A fetch that answers every call with a success envelope and records the calls. */
function recordingFetch() {
  const calls: { url: string; body: unknown }[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    calls.push({ url: request.url, body: JSON.parse(await request.text()) });
    return new Response(JSON.stringify({ status: true, code: 200, message: '', apiResponseData: {} }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, fetch: fetchMock as unknown as typeof fetch };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('deposit handler (private member.{id} member_deposit.success)', () => {
  it('tells the member centre and reports e_first_pay and Purchase for a first deposit on desktop', async () => {
    const { calls, fetch } = recordingFetch();
    const { context, events } = await handlerTestRoot({ fetch });
    onMemberDepositSuccess(context, { order_number: 'D100', deposit_amount: '50.5', deposit_times: 1 });
    expect(events).toEqual([['realtime:deposit-success', { orderNumber: 'D100', amount: 50.5, depositTimes: 1 }]]);
    await flush();
    expect(calls.map((call) => call.url)).toEqual(['https://casino.example/api/fb_tracking', 'https://casino.example/api/fb_tracking']);
    expect(calls.map((call) => call.body)).toEqual([
      { event: 'e_first_pay', value: 50.5, currency: 'RMB', order_number: 'D100', event_id: 'D100-e_first_pay' },
      { event: 'Purchase', value: 50.5, currency: 'RMB', order_number: 'D100', event_id: 'D100-Purchase' },
    ]);
  });

  it('reports e_pay for a later deposit', async () => {
    const { calls, fetch } = recordingFetch();
    const { context } = await handlerTestRoot({ fetch });
    onMemberDepositSuccess(context, { order_number: 'D101', deposit_amount: 20, deposit_times: 3 });
    await flush();
    expect(calls.map((call) => (call.body as { event: string }).event)).toEqual(['e_pay', 'Purchase']);
  });

  it.each([
    ['an iPhone', { userAgent: IPHONE }],
    ['an Android phone', { userAgent: ANDROID }],
    ['an iPad in desktop mode', { userAgent: MAC, maxTouchPoints: 5 }],
  ])('reports no ad event on %s, but still tells the member centre', async (_name, env) => {
    const { calls, fetch } = recordingFetch();
    const { context, events } = await handlerTestRoot({ fetch, env });
    onMemberDepositSuccess(context, { order_number: 'D102', deposit_amount: 20, deposit_times: 1 });
    await flush();
    expect(events).toHaveLength(1);
    expect(calls).toEqual([]);
  });

  it('reports no ad event while the member centre window is open, and does once it is closed', async () => {
    const { calls, fetch } = recordingFetch();
    const userWindow = { closed: false };
    const windows = new WindowRegistry(() => userWindow as Window);
    windows.open(USER_WINDOW, '/user');
    const { context } = await handlerTestRoot({ fetch, env: { windows } });
    onMemberDepositSuccess(context, { order_number: 'D103', deposit_amount: 20, deposit_times: 2 });
    await flush();
    expect(calls).toEqual([]);
    userWindow.closed = true;
    onMemberDepositSuccess(context, { order_number: 'D104', deposit_amount: 20, deposit_times: 2 });
    await flush();
    expect(calls).toHaveLength(2);
  });

  it('decides the platform from the pwa value first, then the user agent', () => {
    expect(detectPlatform('ios', MAC)).toBe('ios');
    expect(detectPlatform('Android', MAC)).toBe('android');
    expect(detectPlatform('1', IPHONE)).toBe('ios');
    expect(detectPlatform(null, ANDROID)).toBe('android');
    expect(detectPlatform('1', MAC)).toBe('other');
    expect(detectPlatform(null, MAC, 5)).toBe('ios');
  });
});
