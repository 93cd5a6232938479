import { isSameGame, refusalOf, type LaunchState } from './launch-rules';

const member: LaunchState = {
  demoSite: false,
  loggedIn: true,
  siteClosed: false,
  starting: false,
  quitting: false,
  sameGameOpen: false,
  isDesktop: true,
  playing: false,
  transferringBack: false,
};

describe('refusalOf (member-and-account.md §5)', () => {
  it.each<[string, Partial<LaunchState>, string | null]>([
    ['a member with nothing in the way', {}, null],
    ['a demo site, even for its fake member', { demoSite: true }, 'demo-site'],
    ['a visitor', { loggedIn: false }, 'login-required'],
    ['a visitor on a demo site', { demoSite: true, loggedIn: false }, 'demo-site'],
    ['the closed site (r88close_msg)', { siteClosed: true }, 'site-closed'],
    ['a visitor on the closed site is asked to log in first', { siteClosed: true, loggedIn: false }, 'login-required'],
    ['a start in progress (pg.alert_starting)', { starting: true }, 'starting'],
    ['a quit in progress (pg.alert_quitting)', { quitting: true }, 'quitting'],
    ['starting wins over quitting', { starting: true, quitting: true }, 'starting'],
    ['the same game open in its window (pg.alert_duplicate)', { sameGameOpen: true }, 'duplicate'],
    ['a game playing on mobile (pg.err_is_playing)', { isDesktop: false, playing: true }, 'playing'],
    ['a game playing on desktop', { playing: true }, null],
    ['mobile with no game playing', { isDesktop: false }, null],
    ['a transfer back running (one_key_waiting)', { transferringBack: true }, 'transfer-back'],
    ['the closed site wins over the game state', { siteClosed: true, starting: true, transferringBack: true }, 'site-closed'],
    ['a duplicate wins over is_playing on mobile', { sameGameOpen: true, isDesktop: false, playing: true }, 'duplicate'],
  ])('%s', (_case, change, expected) => {
    expect(refusalOf({ ...member, ...change })).toBe(expected);
  });
});

describe('isSameGame', () => {
  it.each([
    [{ gpId: 'GPJL', gameCode: 'A' }, { gpId: 'GPJL', gameCode: 'A' }, true],
    [{ gpId: 'GPJL', gameCode: 'A' }, { gpId: 'GPJL', gameCode: 'B' }, false],
    [{ gpId: 'GPJL', gameCode: 'A' }, { gpId: 'GPR8', gameCode: 'A' }, false],
    [{ gpId: 'GPSB' }, { gpId: 'GPSB', gameCode: '' }, true],
    [{ gpId: 'GPSB' }, { gpId: 'GPSB', gameCode: 'X' }, false],
  ])('%j and %j: %p', (a, b, same) => {
    expect(isSameGame(a, b)).toBe(same);
  });
});
