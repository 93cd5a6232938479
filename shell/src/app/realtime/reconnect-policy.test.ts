import { attachReconnectPolicy, type ConnectionLike } from './reconnect-policy';

/** pusher-js' connection manager as far as the policy sees it: states, events, connect/disconnect. */
class FakeConnection implements ConnectionLike {
  state = 'initialized';
  connects = 0;
  disconnects = 0;
  private readonly handlers = new Map<string, Set<(data?: unknown) => void>>();

  bind(event: string, callback: (data?: unknown) => void) {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)?.add(callback);
  }

  unbind(event: string, callback: (data?: unknown) => void) {
    this.handlers.get(event)?.delete(callback);
  }

  emit(event: string, data?: unknown) {
    for (const handler of this.handlers.get(event) ?? []) handler(data);
  }

  setState(current: string) {
    const previous = this.state;
    this.state = current;
    this.emit('state_change', { previous, current });
  }

  connect() {
    this.connects += 1;
    this.setState('connecting');
  }

  disconnect() {
    this.disconnects += 1;
    this.setState('disconnected');
  }
}

describe('attachReconnectPolicy', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('replaces pusher-js retry after a lost connection by the growing delay, and starts over once connected', () => {
    const connection = new FakeConnection();
    const delays: number[] = [];
    const policy = attachReconnectPolicy(connection, { delay: (attempt) => (delays.push(attempt), [1000, 2000, 4000][attempt] ?? 5000) });
    connection.setState('connecting');
    connection.setState('connected');

    connection.emit('connecting_in', 1); // pusher-js: "retrying in 1 s" after the socket closed
    jest.advanceTimersByTime(0);
    expect(connection.disconnects).toBe(1);
    jest.advanceTimersByTime(999);
    expect(connection.connects).toBe(0);
    jest.advanceTimersByTime(1);
    expect(connection.connects).toBe(1);

    connection.setState('unavailable'); // the 20 s attempt timed out
    jest.advanceTimersByTime(1999);
    expect(connection.connects).toBe(1);
    jest.advanceTimersByTime(1);
    expect(connection.connects).toBe(2);
    expect(policy.attempts).toBe(2);

    connection.setState('connected');
    expect(policy.attempts).toBe(0);
    connection.setState('connecting'); // pusher-js' immediate retry (pong timeout, close code 4200)
    jest.advanceTimersByTime(1000);
    expect(connection.connects).toBe(3);
    expect(delays).toEqual([0, 1, 0]);
  });

  it('schedules one retry for several signals of the same loss', () => {
    const connection = new FakeConnection();
    attachReconnectPolicy(connection, { delay: () => 1000 });
    connection.setState('connected');
    connection.emit('connecting_in', 1);
    connection.emit('connecting_in', 1);
    jest.advanceTimersByTime(1000);
    expect(connection.connects).toBe(1);
    expect(connection.disconnects).toBe(1);
  });

  it('leaves our own disconnect and a failed state alone, and does nothing after stop()', () => {
    const connection = new FakeConnection();
    const policy = attachReconnectPolicy(connection, { delay: () => 1000 });
    connection.setState('connected');
    connection.disconnect();
    connection.setState('failed');
    jest.advanceTimersByTime(10_000);
    expect(connection.connects).toBe(0);

    connection.setState('connected');
    connection.emit('connecting_in', 1);
    policy.stop();
    jest.advanceTimersByTime(10_000);
    expect(connection.connects).toBe(0);
    connection.setState('unavailable');
    jest.advanceTimersByTime(10_000);
    expect(connection.connects).toBe(0);
  });
});
