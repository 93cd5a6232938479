import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestRoot, renderWithRoot } from '../testing';
import { ListState } from './list-state';
import { LoadFailure } from './load-failure';

describe('ListState and LoadFailure', () => {
  it('show the common texts and one Retry word, or the texts a list brings', async () => {
    const root = await createTestRoot();
    const retry = jest.fn();
    const { rerender } = renderWithRoot(<ListState status="loading" empty onRetry={retry} />, root);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    rerender(<ListState status="failed" empty onRetry={retry} texts={{ failed: 'The banners could not be loaded.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The banners could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<ListState status="loaded" empty onRetry={retry} />);
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here yet.');
    rerender(<ListState status="loaded" empty={false} onRetry={retry} />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offer no Retry for a record that does not exist', async () => {
    const root = await createTestRoot({ locale: 'zh_CN' });
    const { rerender } = renderWithRoot(<LoadFailure notFound onRetry={jest.fn()} />, root);
    expect(screen.getByRole('alert')).toHaveTextContent('该页面不存在。');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<LoadFailure notFound={false} onRetry={jest.fn()} />);
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
