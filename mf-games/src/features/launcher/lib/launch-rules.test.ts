import { refusalOf, type LaunchState } from './launch-rules';

const member: LaunchState = {
  demoSite: false,
  loggedIn: true,
  siteClosed: false,
  starting: false,
  quitting: false,
  isDesktop: true,
  playing: false,
};

describe('refusalOf (member-and-account.md §5)', () => {
  it.each<[string, Partial<LaunchState>, string | null]>([
    ['a member with nothing in the way', {}, null],
    ['a demo site, even for its fake member', { demoSite: true }, 'demo-site'],
    ['a visitor', { loggedIn: false }, 'login-required'],
    ['the closed site', { siteClosed: true }, 'site-closed'],
    ['a start in progress', { starting: true }, 'starting'],
    ['a quit in progress', { quitting: true }, 'quitting'],
    ['a game playing on mobile', { isDesktop: false, playing: true }, 'playing'],
    ['a game playing on desktop', { playing: true }, null],
    ['a visitor on a demo site', { demoSite: true, loggedIn: false }, 'demo-site'],
  ])('%s', (_case, change, expected) => {
    expect(refusalOf({ ...member, ...change })).toBe(expected);
  });
});
