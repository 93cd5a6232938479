import { EventBus } from './event-bus';

describe('EventBus', () => {
  it('delivers a typed payload to every subscriber until it unsubscribes', () => {
    const bus = new EventBus();
    const seen: string[] = [];
    const off = bus.on('auth:open', ({ tab }) => seen.push(`a:${tab}`));
    bus.on('auth:open', ({ tab }) => seen.push(`b:${tab}`));

    expect(bus.emit('auth:open', { tab: 'login' })).toBe(true);
    off();
    bus.emit('auth:open', { tab: 'register' });

    expect(seen).toEqual(['a:login', 'b:login', 'b:register']);
  });

  it('runs a once handler a single time and reports unserved commands', () => {
    const bus = new EventBus();
    const handler = jest.fn();
    expect(bus.emit('game:before-quit', {})).toBe(false);
    bus.once('game:before-quit', handler);
    expect(bus.listenerCount('game:before-quit')).toBe(1);
    bus.emit('game:before-quit', {});
    bus.emit('game:before-quit', {});
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
