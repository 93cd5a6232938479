import { screen } from '@testing-library/react';
import { businessError, createFakeSandbox } from '@casino/mf-shared/testing';
import { renderHome } from '../testing/render-home';
import { DiscountPage } from './discount-page';

const promotion = (id: number, sort: number) => ({
  id,
  category: 'deposit',
  title: `Promo ${id}`,
  summary: `Summary ${id}`,
  photo_path: `/p/${id}.svg`,
  mobile_photo_path: `/m/${id}.svg`,
  start_at: null,
  end_at: null,
  sort,
});

function sandbox() {
  return createFakeSandbox({
    '/arks/web/promotion/list': () => ({ promotion_list: [promotion(1, 1), promotion(2, 5)] }),
    '/arks/web/promotion/detail': (body) =>
      body.id === 2
        ? {
            promotion: {
              ...promotion(2, 5),
              content: '<p>Get <b>100%</b></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
            },
          }
        : businessError(101, 'Not found'),
  });
}

describe('DiscountPage', () => {
  it('lists the promotions by sort descending, each leading to its page', async () => {
    await renderHome(<DiscountPage />, { sandbox: sandbox(), path: '/discount', route: '/discount' });
    const links = await screen.findAllByRole('link', { name: /Promo/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Promo 2', '/discount/2'],
      ['Promo 1', '/discount/1'],
    ]);
  });

  it('shows a promotion with sanitised content', async () => {
    await renderHome(<DiscountPage />, { sandbox: sandbox(), path: '/discount/2', route: '/discount/:id' });
    expect(await screen.findByRole('heading', { name: 'Promo 2', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(document.querySelector('script, [onerror]')).toBeNull();
  });

  it('says when a promotion does not exist', async () => {
    await renderHome(<DiscountPage />, { sandbox: sandbox(), path: '/discount/9', route: '/discount/:id' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This promotion does not exist or has ended.');
  });
});
