import { act, screen, waitFor } from '@testing-library/react';
import { businessError, createFakeSandbox } from '@casino/mf-shared/testing';
import { renderHome } from '../testing/render-home';
import { DiscountPage } from './discount-page';
import { FaqPage } from './faq-page';

// shell-and-public.md §2: discount, faq and home have a separate desktop and mobile page content;
// and the FAQ answer page /faq/{id} opened directly (a link shared or bookmarked).

const promotion = {
  id: 4,
  category: 'deposit',
  title: 'Weekend bonus',
  summary: 'Every weekend',
  photo_path: '/p/desk.svg',
  mobile_photo_path: '/m/phone.svg',
  start_at: null,
  end_at: null,
  sort: 1,
};

const DESKTOP = 1280;
const MOBILE = 390;

describe('the discount page per layout', () => {
  it('asks the desktop promotions with their desktop pictures, and the mobile ones when the window narrows', async () => {
    const sandbox = createFakeSandbox({ '/arks/web/promotion/list': () => ({ promotion_list: [promotion] }) });
    const { root } = await renderHome(<DiscountPage />, { sandbox, path: '/discount', route: '/discount', width: DESKTOP });
    const picture = () => screen.getByRole('link', { name: /Weekend bonus/ }).querySelector('img');
    await screen.findByRole('link', { name: /Weekend bonus/ });
    expect(sandbox.callsTo('/arks/web/promotion/list').map((call) => call.body.device)).toEqual([0]);
    expect(picture()).toHaveAttribute('src', '/p/desk.svg');

    act(() => root.layout.setWidth(MOBILE));
    await waitFor(() => expect(sandbox.callsTo('/arks/web/promotion/list').map((call) => call.body.device)).toEqual([0, 1]));
    await waitFor(() => expect(picture()).toHaveAttribute('src', '/m/phone.svg'));
  });

  it('falls back to the desktop picture on mobile when a promotion has no mobile one', async () => {
    const sandbox = createFakeSandbox({
      '/arks/web/promotion/list': () => ({ promotion_list: [{ ...promotion, mobile_photo_path: '' }] }),
    });
    await renderHome(<DiscountPage />, { sandbox, path: '/discount', route: '/discount', width: MOBILE });
    const link = await screen.findByRole('link', { name: /Weekend bonus/ });
    expect(link.querySelector('img')).toHaveAttribute('src', '/p/desk.svg');
    expect(sandbox.callsTo('/arks/web/promotion/list')[0]?.body.device).toBe(1);
  });
});

describe('the FAQ per layout', () => {
  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const)('draws the %s list', async (layout, width) => {
    const sandbox = createFakeSandbox({
      '/arks/web/faq/list': () => ({ faq_list: [{ id: 1, category: 'account', question: 'How do I sign up?', sort: 1 }] }),
    });
    await renderHome(<FaqPage />, { sandbox, path: '/faq', route: '/faq', width });
    const list = (await screen.findByRole('heading', { name: 'Frequently asked questions', level: 1 })).closest('section');
    expect(list).toHaveClass(`home-faq--${layout}`);
    expect(list).not.toHaveClass(`home-faq--${layout === 'desktop' ? 'mobile' : 'desktop'}`);
  });
});

describe('the FAQ answer page /faq/{id}', () => {
  const faqSandbox = () =>
    createFakeSandbox({
      '/arks/web/faq/detail': (body) =>
        body.id === 7
          ? {
              faq: {
                id: 7,
                category: 'deposit',
                question: 'How long does a deposit take?',
                answer: '<p>A few <b>minutes</b>.</p>',
                sort: 1,
              },
            }
          : businessError(101, 'Not found'),
    });

  it('opened directly, asks that question and shows its answer with a way back to all questions', async () => {
    const sandbox = faqSandbox();
    await renderHome(<FaqPage />, { sandbox, path: '/faq/7', route: '/faq/:id' });
    expect(await screen.findByRole('heading', { name: 'How long does a deposit take?', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('minutes', { selector: 'b' })).toBeInTheDocument();
    expect(sandbox.callsTo('/arks/web/faq/detail').map((call) => call.body)).toEqual([{ id: 7, site_id: 1 }]);
    expect(screen.getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/faq');
  });

  it('says an unknown question (code 101) does not exist', async () => {
    await renderHome(<FaqPage />, { sandbox: faqSandbox(), path: '/faq/8', route: '/faq/:id' });
    expect(await screen.findByText('This question does not exist.')).toBeInTheDocument();
  });

  it('says so without asking for an id that is no number', async () => {
    const sandbox = faqSandbox();
    await renderHome(<FaqPage />, { sandbox, path: '/faq/abc', route: '/faq/:id' });
    expect(await screen.findByText('This question does not exist.')).toBeInTheDocument();
    expect(sandbox.hits('/arks/web/faq/detail')).toBe(0);
  });
});
