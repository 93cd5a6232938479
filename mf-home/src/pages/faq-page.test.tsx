import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeSandbox, httpError } from '@casino/mf-shared/testing';
import { renderHome } from '../testing/render-home';
import { FaqPage } from './faq-page';

describe('FaqPage', () => {
  it('lists questions by category and shows an answer', async () => {
    const sandbox = createFakeSandbox({
      '/arks/web/faq/list': () => ({ faq_list: [{ id: 1, category: 'Account', question: 'How do I sign up?', sort: 2 }] }),
      '/arks/web/faq/detail': () => ({
        faq: {
          id: 1,
          category: 'Account',
          question: 'How do I sign up?',
          answer: '<p>Click <em>Sign up</em>.</p><img src="x" onerror="window.hacked = 1">',
          sort: 2,
        },
      }),
    });
    await renderHome(<FaqPage />, { sandbox, path: '/faq', route: '/faq/:id?' });
    expect(await screen.findByRole('heading', { name: 'Account', level: 2 })).toBeInTheDocument();
    const question = screen.getByRole('link', { name: 'How do I sign up?' });
    expect(question).toHaveAttribute('href', '/faq/1');

    // The question leads to its answer page: the answer's HTML, sanitised, under the question.
    await userEvent.click(question);
    expect(await screen.findByText(/^Click/)).toHaveTextContent('Click Sign up.');
    expect(screen.getByText('Sign up', { selector: 'em' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How do I sign up?' })).toBeInTheDocument();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(sandbox.callsTo('/arks/web/faq/detail')[0]?.body).toMatchObject({ id: 1 });
  });

  it('translates the group keys of the API into headings of the page language', async () => {
    const sandbox = createFakeSandbox({
      '/arks/web/faq/list': () => ({
        faq_list: [
          { id: 1, category: 'deposit', question: 'How do I deposit?', sort: 3 },
          { id: 2, category: 'withdrawal', question: 'How long does a withdrawal take?', sort: 2 },
          { id: 3, category: 'security', question: 'Is my account safe?', sort: 1 },
        ],
      }),
    });
    const { root } = await renderHome(<FaqPage />, { sandbox, path: '/faq', route: '/faq' });
    expect(await screen.findByRole('heading', { name: 'Deposits', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Withdrawals' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'security' })).not.toBeInTheDocument();

    await act(() => root.locale.setLocale('zh_CN'));
    expect(await screen.findByRole('heading', { name: '存款', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '安全', level: 2 })).toBeInTheDocument();
  });

  it('shows a failed state with a retry', async () => {
    const sandbox = createFakeSandbox({ '/arks/web/faq/list': () => httpError(500) });
    await renderHome(<FaqPage />, { sandbox, path: '/faq', route: '/faq' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The questions could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
