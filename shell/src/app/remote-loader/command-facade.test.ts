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

describe('CommandFacade when a host fails', () => {
  it('answers a waiting launch at once, and its next command loads the host afresh', () => {
    const bus = new EventBus();
    const facade = new CommandFacade(bus);
    const waitingWindow = { close: jest.fn() } as unknown as Window;
    const respond = jest.fn();
    bus.emit('game:launch', { gpId: 'GPR8', gtId: 2, source: 'test', waitingWindow, respond });
    jest.advanceTimersByTime(100);
    facade.hostFailed('mf_games/GameLauncherHost');
    expect(respond).toHaveBeenCalledWith({ status: 'failed' });
    expect(waitingWindow.close).toHaveBeenCalled();
    expect(facade.failed.has('mf_games/GameLauncherHost')).toBe(true);
    expect(facade.attempts.get('mf_games/GameLauncherHost') ?? 0).toBe(0);

    bus.emit('game:launch', { gpId: 'GPR8', gtId: 2, source: 'test' });
    expect(facade.failed.has('mf_games/GameLauncherHost')).toBe(false);
    expect(facade.attempts.get('mf_games/GameLauncherHost')).toBe(1);
    facade.dispose();
  });

  it('sends the unanswered command again on retry, once the reloaded host listens; a launch is never replayed', () => {
    const bus = new EventBus();
    const facade = new CommandFacade(bus);
    bus.emit('auth:open', { tab: 'register' });
    facade.hostFailed('mf_auth/AuthModalHost');
    const served: string[] = [];
    bus.on('auth:open', ({ tab }) => served.push(tab));
    jest.advanceTimersByTime(500);
    expect(served).toEqual([]);

    facade.retry('mf_auth/AuthModalHost');
    expect(facade.attempts.get('mf_auth/AuthModalHost')).toBe(1);
    jest.advanceTimersByTime(100);
    expect(served).toEqual(['register']);
    facade.dispose();
  });

  it('hides the message of a failure the user closed, and only that one', () => {
    const bus = new EventBus();
    const facade = new CommandFacade(bus);
    bus.emit('auth:open', { tab: 'login' });
    bus.emit('game:launch', { gpId: 'GPR8', gtId: 2, source: 'test' });
    facade.hostFailed('mf_auth/AuthModalHost');
    facade.hostFailed('mf_games/GameLauncherHost');
    facade.dismiss('mf_auth/AuthModalHost');
    expect(facade.showsFailure('mf_auth/AuthModalHost')).toBe(false);
    expect(facade.failed.has('mf_auth/AuthModalHost')).toBe(true);
    expect(facade.showsFailure('mf_games/GameLauncherHost')).toBe(true);
    facade.hostReady('mf_games/GameLauncherHost');
    expect(facade.showsFailure('mf_games/GameLauncherHost')).toBe(false);
    facade.dispose();
  });
});

describe('CommandFacade when a host loaded ahead of time fails', () => {
  it('keeps quiet until a command waits for it, then says so; a member host is always said', () => {
    const bus = new EventBus();
    const facade = new CommandFacade(bus);
    facade.mountAll();
    facade.hostFailed('mf_auth/AuthModalHost');
    expect(facade.showsFailure('mf_auth/AuthModalHost')).toBe(false);

    bus.emit('auth:open', { tab: 'login' });
    expect(facade.attempts.get('mf_auth/AuthModalHost')).toBe(1);
    facade.hostFailed('mf_auth/AuthModalHost');
    expect(facade.showsFailure('mf_auth/AuthModalHost')).toBe(true);

    facade.hostFailed('mf_member/MemberHost');
    expect(facade.showsFailure('mf_member/MemberHost')).toBe(true);
    facade.dispose();
  });
});
