import en from '../../locales/en_US.json';
import vi from '../../locales/vi_VN.json';
import zh from '../../locales/zh_CN.json';

describe('realtime messages', () => {
  it.each([
    ['en_US', en],
    ['zh_CN', zh],
    ['vi_VN', vi],
  ])('%s has every realtime.* key, none empty', (_locale, messages) => {
    const realtime = (messages as { realtime?: Record<string, string> }).realtime ?? {};
    expect(Object.keys(realtime).sort()).toEqual(['alreadyLogin', 'transferDisabled']);
    for (const text of Object.values(realtime)) expect(text.trim()).not.toBe('');
  });
});
