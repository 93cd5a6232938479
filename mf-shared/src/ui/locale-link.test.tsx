import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocaleNavigate } from '../i18n/use-locale-path';
import { useLocation } from '../routing/router';
import { Route, Routes, createTestRoot, renderWithRoot } from '../testing';
import { LocaleLink, LocaleNavLink } from './locale-link';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function Buttons() {
  const navigate = useLocaleNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate('/user/Info?tab=2')}>
        Profile
      </button>
      <button type="button" onClick={() => navigate('/faq', { locale: 'vi_VN' })}>
        In Vietnamese
      </button>
    </>
  );
}

async function renderAt(
  strategy: 'prefix_except_default' | 'prefix' | 'prefix_and_default' | 'no_prefix',
  locale: 'en_US' | 'zh_CN',
  path: string,
) {
  const root = await createTestRoot({ config: { localeStrategy: strategy, defaultLocale: 'en_US' }, locale });
  renderWithRoot(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <LocaleLink to="/user">Back</LocaleLink>
            <LocaleLink to={{ search: '?page=Agreement' }}>Agreement</LocaleLink>
            <LocaleNavLink to="/discount">Promotions</LocaleNavLink>
            <Buttons />
            <Where />
          </>
        }
      />
    </Routes>,
    root,
    { path },
  );
}

describe('the locale link helpers', () => {
  it.each([
    ['prefix_except_default', 'zh_CN', '/zh_CN/user', '/zh_CN/discount'],
    ['prefix_except_default', 'en_US', '/user', '/discount'],
    ['prefix', 'en_US', '/en_US/user', '/en_US/discount'],
    ['prefix_and_default', 'zh_CN', '/zh_CN/user', '/zh_CN/discount'],
    ['no_prefix', 'zh_CN', '/user', '/discount'],
  ] as const)('under %s in %s link to %s and %s', async (strategy, locale, user, discount) => {
    await renderAt(strategy, locale, locale === 'en_US' && strategy !== 'prefix' ? '/faq' : `/${locale}/faq`);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', user);
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', discount);
  });

  it('keep the current path, prefix included, for a relative target', async () => {
    await renderAt('prefix_except_default', 'zh_CN', '/zh_CN/proxy?page=Register');
    expect(screen.getByRole('link', { name: 'Agreement' })).toHaveAttribute('href', '/zh_CN/proxy?page=Agreement');
  });

  it('navigate under the current locale, or the one asked for', async () => {
    await renderAt('prefix_except_default', 'zh_CN', '/zh_CN/faq');
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/zh_CN/user/Info?tab=2');
    await userEvent.click(screen.getByRole('button', { name: 'In Vietnamese' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/vi_VN/faq');
  });

  it('mark the NavLink of the current page active under its prefix', async () => {
    await renderAt('prefix_except_default', 'zh_CN', '/zh_CN/discount');
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  });
});
