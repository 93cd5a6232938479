import { screen } from '@testing-library/react';
import { createTestRoot, renderWithRoot } from '../testing';
import { badgeText, CountBadge } from './count-badge';

describe('badgeText', () => {
  it('hides zero and caps at 99', () => {
    expect([badgeText(0), badgeText(7), badgeText(99), badgeText(100), badgeText(5000)]).toEqual(['', '7', '99', '99+', '99+']);
  });

  it.each([1280, 390])('renders 99+ for 120 unread at %i px', async (width) => {
    const root = await createTestRoot({ width });
    renderWithRoot(
      <CountBadge count={120}>
        <span>Letters</span>
      </CountBadge>,
      root,
    );
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});
