import i18next from 'i18next';
import { rememberTexts } from './remembered-texts';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    ns: ['common'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      'en-US': {
        common: {
          hello: 'Hello, {{name}}',
          games_one: '{{count}} game',
          games_other: '{{count}} games',
          menu: { home: 'Home' },
          list: ['a', 'b'],
        },
      },
    },
  });
  return i18n;
}

describe('rememberTexts', () => {
  it('answers what i18next answers', async () => {
    const plain = await instance();
    const remembering = await instance();
    rememberTexts(remembering);
    const calls: [string, unknown?][] = [
      ['hello', { name: 'Ana' }],
      ['hello', { name: 'Bo' }],
      ['games', { count: 1 }],
      ['games', { count: 3 }],
      ['menu.home'],
      ['missing', 'A default'],
      ['missing', { defaultValue: 'Another default' }],
    ];
    const written = (i18n: typeof plain) => {
      const t = i18n.getFixedT('en-US', 'common') as unknown as (key: string, options?: unknown) => unknown;
      return [...calls, ...calls].map(([key, options]) => t(key, options));
    };
    expect(written(remembering)).toEqual(written(plain));
    expect(written(remembering)).toContain('3 games');
  });

  it('writes a text once for the same call, whichever translate function makes it', async () => {
    const i18n = await instance();
    const translate = jest.spyOn(i18n, 't');
    rememberTexts(i18n);
    i18n.getFixedT('en-US', 'common')('games', { count: 2 });
    i18n.getFixedT('en-US', 'common')('games', { count: 2 });
    expect(translate).toHaveBeenCalledTimes(1);
    i18n.getFixedT('en-US', 'common')('games', { count: 5 });
    i18n.getFixedT('en-US', 'common', 'menu')('home');
    expect(translate).toHaveBeenCalledTimes(3);
  });

  it('forgets its texts when messages are added: a text written before them may have been the fallback', async () => {
    const i18n = await instance();
    rememberTexts(i18n);
    const t = () => i18n.getFixedT('en-US', 'home')('title', { defaultValue: '' });
    expect(t()).toBe('');
    i18n.addResourceBundle('en-US', 'home', { title: 'Welcome' }, true, true);
    expect(t()).toBe('Welcome');
  });

  it('leaves calls it cannot name by value to i18next', async () => {
    const i18n = await instance();
    const translate = jest.spyOn(i18n, 't');
    rememberTexts(i18n);
    const t = i18n.getFixedT('en-US', 'common') as unknown as (key: unknown, options?: unknown) => unknown;
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(t(['nothing', 'menu.home'])).toBe('Home');
    expect(t('hello', { name: { first: 'Ana' } })).toBeDefined();
    expect(t('hello', { name: { first: 'Ana' } })).toBeDefined();
    expect(translate).toHaveBeenCalledTimes(5);
  });

  it('makes one translate function per scope', async () => {
    const i18n = await instance();
    rememberTexts(i18n);
    expect(i18n.getFixedT('en-US', 'common', 'menu')).toBe(i18n.getFixedT('en-US', 'common', 'menu'));
    expect(i18n.getFixedT('en-US', 'common')).not.toBe(i18n.getFixedT('en-US', 'common', 'menu'));
    expect(i18n.getFixedT('en-US', ['common', 'home'])).not.toBe(i18n.getFixedT('en-US', 'common'));
  });

  it('keeps what i18next reads back from a translate function', async () => {
    const i18n = await instance();
    rememberTexts(i18n);
    const t = i18n.getFixedT('en-US', 'common', 'menu') as unknown as { lng: string; ns: string; keyPrefix: string };
    expect([t.lng, t.ns, t.keyPrefix]).toEqual(['en-US', 'common', 'menu']);
  });
});
