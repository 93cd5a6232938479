import { act } from '@testing-library/react';
import { renderWithRoot } from '@casino/mf-shared/testing';
import { RealtimeServices } from './realtime-services';
import { FakeSocket, handlerTestRoot, testEnvironment } from './test-support';

const realtime = { key: 'casino-key', cluster: 'mt1', wsHost: '', wsPort: 6001, wssPort: 443, authEndpoint: '/api/broadcasting/auth' };

describe('<RealtimeServices>', () => {
  it('connects on mount, closes on pagehide, and disconnects on unmount', async () => {
    const root = await handlerTestRoot({ config: { realtime } });
    const sockets: FakeSocket[] = [];
    const createSocket = (token: string | null) => {
      const socket = new FakeSocket(token);
      sockets.push(socket);
      return socket;
    };
    const environment = testEnvironment();
    const view = renderWithRoot(<RealtimeServices store={root.store} createSocket={createSocket} environment={environment} />, root);
    expect(sockets).toHaveLength(1);
    expect(sockets[0]?.channels).toContain('private-member.7');
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sockets[0]?.disconnected).toBe(true);
    view.unmount();
    root.store.bus.emit('session:logged-in', { memberId: '7', memberAccount: 'player_rmb', currency: 'RMB' });
    expect(sockets).toHaveLength(1);
  });

  it('opens nothing when the site turns real-time off', async () => {
    const root = await handlerTestRoot({ config: { realtime: null } });
    const createSocket = jest.fn();
    renderWithRoot(<RealtimeServices store={root.store} createSocket={createSocket} environment={testEnvironment()} />, root);
    expect(createSocket).not.toHaveBeenCalled();
  });
});
