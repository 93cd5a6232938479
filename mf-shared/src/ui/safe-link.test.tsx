import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '../routing/router';
import { Route, Routes, createTestRoot, renderWithRoot } from '../testing';
import { LocaleLink } from './locale-link';
import { SafeLink } from './safe-link';

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="location">{pathname}</output>;
}

const prefixSite = { localeStrategy: 'prefix_except_default' as const, defaultLocale: 'en_US' as const };

async function renderLinks(locale: 'en_US' | 'zh_CN') {
  const root = await createTestRoot({ config: prefixSite, locale });
  renderWithRoot(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <SafeLink link="/discount/3?from=footer" linkType={1}>
              Promotion
            </SafeLink>
            <SafeLink link="https://t.me/site" linkType={0} linkMethod={1}>
              Telegram
            </SafeLink>
            <SafeLink link="javascript:alert(1)" linkType={0}>
              Hostile
            </SafeLink>
            <LocaleLink to="/faq">Questions</LocaleLink>
            <Where />
          </>
        }
      />
    </Routes>,
    root,
    { path: locale === 'en_US' ? '/' : `/${locale}` },
  );
}

describe('in-app links under a locale prefix (defect 7e)', () => {
  it('keep the visitor in zh_CN: href and navigation carry the locale prefix', async () => {
    await renderLinks('zh_CN');
    expect(screen.getByRole('link', { name: 'Promotion' })).toHaveAttribute('href', '/zh_CN/discount/3?from=footer');
    expect(screen.getByRole('link', { name: 'Questions' })).toHaveAttribute('href', '/zh_CN/faq');
    await userEvent.click(screen.getByRole('link', { name: 'Promotion' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/zh_CN/discount/3');
  });

  it('stay unprefixed for the default locale', async () => {
    await renderLinks('en_US');
    expect(screen.getByRole('link', { name: 'Promotion' })).toHaveAttribute('href', '/discount/3?from=footer');
    await userEvent.click(screen.getByRole('link', { name: 'Questions' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/faq$/);
  });

  it('leave external links alone and make refused ones plain text', async () => {
    await renderLinks('zh_CN');
    const telegram = screen.getByRole('link', { name: 'Telegram' });
    expect(telegram).toHaveAttribute('href', 'https://t.me/site');
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'Hostile' })).not.toBeInTheDocument();
    expect(screen.getByText('Hostile')).toHaveAttribute('data-link', 'none');
  });
});
