import { EventBus } from '@casino/mf-shared';
import { CommandFacade } from './command-facade';

jest.useFakeTimers();

describe('CommandFacade', () => {
  it('asks for the host of a command nobody serves, and replays the command once the host listens', () => {
    const bus = new EventBus();
    const facade = new CommandFacade(bus);
    bus.emit('auth:open', { tab: 'register' });
    expect(facade.requested.has('auth:open')).toBe(true);
    expect(facade.requested.has('game:launch')).toBe(false);

    const served: string[] = [];
    jest.advanceTimersByTime(200);
    bus.on('auth:open', ({ tab }) => served.push(tab));
    jest.advanceTimersByTime(100);
    expect(served).toEqual(['register']);

    // Once served, commands go straight to the host, once each.
    bus.emit('auth:open', { tab: 'login' });
    jest.advanceTimersByTime(500);
    expect(served).toEqual(['register', 'login']);
    facade.dispose();
  });

  it('gives up on a command whose host never comes', () => {
    const bus = new EventBus();
    const facade = new CommandFacade(bus);
    bus.emit('game:launch', { gpId: 'GPR8', gtId: 2, source: 'test' });
    jest.advanceTimersByTime(25_000);
    const late = jest.fn();
    bus.on('game:launch', late);
    jest.advanceTimersByTime(1000);
    expect(late).not.toHaveBeenCalled();
    facade.dispose();
  });

  it('tells a launch caller whose launcher never came, and closes its waiting window', () => {
    const bus = new EventBus();
    const facade = new CommandFacade(bus);
    const waitingWindow = { close: jest.fn() } as unknown as Window;
    const respond = jest.fn();
    bus.emit('game:launch', { gpId: 'GPR8', gtId: 2, source: 'test', waitingWindow, respond });
    jest.advanceTimersByTime(19_000);
    expect(respond).not.toHaveBeenCalled();
    jest.advanceTimersByTime(2000);
    expect(respond).toHaveBeenCalledWith({ status: 'refused', reason: 'unavailable' });
    expect(waitingWindow.close).toHaveBeenCalled();
    facade.dispose();
  });
});
