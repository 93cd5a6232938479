/** @jest-environment node */
import i18next, { type i18n as I18n } from 'i18next';
import { renderToString } from 'react-dom/server';
import * as pkg from 'react-i18next';
import * as server from './server-subsets/react-i18next';

// The webpack preset's alias: @whole/react-i18next is the package itself.
jest.mock('@whole/react-i18next', () => jest.requireActual('react-i18next'), { virtual: true });

type Hook = typeof pkg.useTranslation;

async function instance(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(pkg.initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    ns: ['common', 'home'],
    defaultNS: 'common',
    resources: {
      'en-US': {
        common: { hello: 'Hello', games_one: '{{count}} game', games_other: '{{count}} games' },
        home: { title: 'Home', banner: { alt: 'Banner {{n}}' } },
      },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}

/** A page of the shapes the apps use: the default namespace, named ones, a key prefix, a namespace not loaded. */
function page(useHook: Hook, seen: unknown[][] = []) {
  function Common() {
    const { t, ready } = useHook();
    seen.push([t, ready]);
    return (
      <p>
        {t('hello')} {t('games', { count: 3 })} {String(ready)}
      </p>
    );
  }
  function Home({ n }: { n: number }) {
    const [t, i18n, ready] = useHook('home');
    seen.push([t, i18n, ready]);
    return (
      <p>
        {t('title')} {t('banner.alt', { n })} {i18n.language} {String(ready)}
      </p>
    );
  }
  function Prefixed() {
    const { t } = useHook('home', { keyPrefix: 'banner' });
    return <p>{t('alt', { n: 9 })}</p>;
  }
  function Missing() {
    const { t, ready } = useHook(['member', 'common']);
    return (
      <p>
        {t('hello')} {t('balance')} {String(ready)}
      </p>
    );
  }
  function InLanguage() {
    const { t } = useHook('home', { lng: 'en-US' });
    return <p>{t('title')}</p>;
  }
  return function Page() {
    return (
      <>
        <Common />
        <Home n={1} />
        <Home n={2} />
        <Prefixed />
        <Missing />
        <InLanguage />
      </>
    );
  };
}

function html(i18n: I18n, useHook: Hook, seen?: unknown[][]): string {
  const Page = page(useHook, seen);
  return renderToString(
    <pkg.I18nextProvider i18n={i18n}>
      <Page />
    </pkg.I18nextProvider>,
  );
}

/** The rendered text without React's text separators. */
const textOf = (markup: string) => markup.replaceAll('<!-- -->', '');

describe("the server builds' react-i18next (build/server-subsets/react-i18next.js)", () => {
  it('exports the whole package, with its own useTranslation', () => {
    for (const name of Object.keys(pkg).filter((key) => key !== 'useTranslation')) {
      expect([name, (server as unknown as Record<string, unknown>)[name]]).toEqual([name, (pkg as Record<string, unknown>)[name]]);
    }
    expect(server.useTranslation).not.toBe(pkg.useTranslation);
  });

  it("renders what the package's hook renders", async () => {
    const i18n = await instance();
    const expected = html(i18n, pkg.useTranslation);
    expect(textOf(expected)).toContain('Hello 3 games true');
    expect(textOf(expected)).toContain('Home Banner 2 en-US true');
    expect(textOf(expected)).toContain('Banner 9');
    expect(textOf(expected)).toContain('hello balance true');
    expect(html(i18n, server.useTranslation)).toBe(expected);
  });

  it('gives every component of a scope one answer, with the instance itself (no copy)', async () => {
    const i18n = await instance();
    const seen: unknown[][] = [];
    html(i18n, server.useTranslation, seen);
    html(i18n, server.useTranslation, seen);
    const homes = seen.filter((entry) => entry.length === 3);
    expect(homes).toHaveLength(4);
    for (const [t, i18nSeen] of homes) {
      expect(t).toBe(homes[0]?.[0]);
      expect(i18nSeen).toBe(i18n);
    }
  });

  it('asks the instance once per scope, and again once messages are added (a namespace a remote loads later)', async () => {
    const i18n = await instance();
    const getFixedT = jest.spyOn(i18n, 'getFixedT');
    html(i18n, server.useTranslation);
    const first = getFixedT.mock.calls.length;
    html(i18n, server.useTranslation);
    // Only InLanguage asks again: a language in the options goes to the package's hook.
    expect(getFixedT.mock.calls.length - first).toBe(1);
    const scopes = getFixedT.mock.calls.length;
    i18n.addResourceBundle('en-US', 'member', { balance: 'Balance' });
    const after = html(i18n, server.useTranslation);
    expect(getFixedT.mock.calls.length).toBeGreaterThan(scopes);
    expect(textOf(after)).toContain('hello Balance true');
    expect(after).toBe(html(i18n, pkg.useTranslation));
  });
});
