import { createMemoryStorage, RootStore } from '@casino/mf-shared';
import { testSiteConfig } from '@casino/mf-shared/testing';
import { applySiteMarks, V3_MARK } from './site-marks';

const SESSION = { token: 't1', member_id: '6', member_account: 'amy', currency: 'RMB', member_type: '1' };

describe('site_name and isV3Ver (shell-and-public.md §3 storage keys)', () => {
  it('marks a fresh storage with the site and this front end, keeping its session', () => {
    const storage = createMemoryStorage({ ...SESSION });
    expect(applySiteMarks(storage, 'Golden Lotus')).toBe('kept');
    expect([storage.getItem('site_name'), storage.getItem('isV3Ver')]).toEqual(['Golden Lotus', V3_MARK]);
    expect(storage.getItem('token')).toBe('t1');
  });

  it('keeps the session of the same site and front end', () => {
    const storage = createMemoryStorage({ ...SESSION, site_name: 'Golden Lotus', isV3Ver: V3_MARK });
    expect(applySiteMarks(storage, 'Golden Lotus')).toBe('kept');
    expect(storage.getItem('member_account')).toBe('amy');
  });

  it.each([
    [{ site_name: 'Other Casino', isV3Ver: V3_MARK }, 'other-site'],
    [{ site_name: 'Golden Lotus', isV3Ver: '0' }, 'older-front-end'],
  ] as const)('drops the session stored under %j (%s), keeps the device marks, and marks this site', (marks, verdict) => {
    const storage = createMemoryStorage({ ...SESSION, ...marks, pwa: 'ios' });
    expect(applySiteMarks(storage, 'Golden Lotus')).toBe(verdict);
    for (const key of Object.keys(SESSION)) expect(storage.getItem(key)).toBeNull();
    expect(storage.getItem('pwa')).toBe('ios');
    expect([storage.getItem('site_name'), storage.getItem('isV3Ver')]).toEqual(['Golden Lotus', V3_MARK]);
    // The root store built afterwards starts logged out: nothing of the other session is sent.
    const store = new RootStore({
      config: testSiteConfig(),
      storage,
      width: 1280,
      locale: 'en_US',
      notifier: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
    });
    expect(store.session.isLoggedIn).toBe(false);
  });

  it('changes nothing when the storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: jest.fn(),
      removeItem: jest.fn(),
    };
    expect(applySiteMarks(refusing, 'Golden Lotus')).toBe('kept');
    expect(refusing.removeItem).not.toHaveBeenCalled();
  });
});
