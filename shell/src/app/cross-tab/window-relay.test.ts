import { EventBus } from '@casino/mf-shared';
import { parseRelayedMessage, relayBusEvents, type RelayChannel } from './window-relay';

/** BroadcastChannel's behaviour: a message reaches every other channel of the same name, never its sender. */
function channelHub() {
  const members = new Set<{ listeners: Set<(event: MessageEvent) => void> }>();
  const posted: unknown[] = [];
  const open = (): RelayChannel => {
    const self = { listeners: new Set<(event: MessageEvent) => void>() };
    members.add(self);
    return {
      postMessage(data) {
        posted.push(data);
        // structured clone, delivered later as a browser does
        const copy = JSON.parse(JSON.stringify(data)) as unknown;
        for (const other of members)
          if (other !== self) for (const listener of other.listeners) queueMicrotask(() => listener({ data: copy } as MessageEvent));
      },
      addEventListener: (_type, listener) => void self.listeners.add(listener),
      removeEventListener: (_type, listener) => void self.listeners.delete(listener),
      close: () => void members.delete(self),
    };
  };
  return { open, posted };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('relayBusEvents: the site windows follow each other', () => {
  it('passes an opened red envelope and a new withdraw password to the other windows, once, without echo', async () => {
    const hub = channelHub();
    const main = new EventBus();
    const memberCentre = new EventBus();
    const agentCentre = new EventBus();
    const stops = [main, memberCentre, agentCentre].map((bus) => relayBusEvents(bus, hub.open));
    const seen = { main: jest.fn(), agent: jest.fn(), member: jest.fn() };
    main.on('member:red-envelope-opened', seen.main);
    agentCentre.on('member:withdraw-password-changed', seen.agent);
    memberCentre.on('member:red-envelope-opened', seen.member);

    memberCentre.emit('member:red-envelope-opened', { id: 7 });
    memberCentre.emit('member:withdraw-password-changed', {});
    await settle();

    expect(seen.main).toHaveBeenCalledWith({ id: 7 });
    expect(seen.agent).toHaveBeenCalledTimes(1);
    // the sender heard its own event once (its bus), and nothing came back
    expect(seen.member).toHaveBeenCalledTimes(1);
    expect(hub.posted).toHaveLength(2);

    for (const stop of stops) stop();
    memberCentre.emit('member:red-envelope-opened', { id: 8 });
    await settle();
    expect(seen.main).toHaveBeenCalledTimes(1);
  });

  it('does not relay the other events of the bus', async () => {
    const hub = channelHub();
    const a = new EventBus();
    const b = new EventBus();
    relayBusEvents(a, hub.open);
    relayBusEvents(b, hub.open);
    const heard = jest.fn();
    b.on('wallet:changed', heard);
    a.emit('wallet:changed', { total: 5 });
    await settle();
    expect(hub.posted).toEqual([]);
    expect(heard).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no BroadcastChannel', () => {
    expect(() => relayBusEvents(new EventBus(), () => null)()).not.toThrow();
  });

  it.each([
    [null],
    ['member:red-envelope-opened'],
    [{ event: 'session:logged-out', payload: { reason: 'user' } }],
    [{ event: 'member:red-envelope-opened', payload: { id: '7' } }],
    [{ event: 'member:withdraw-password-changed', payload: null }],
  ])('ignores a message that is not a relayed event: %j', (data) => {
    expect(parseRelayedMessage(data)).toBeNull();
  });
});
