import { act, screen } from '@testing-library/react';
import { renderMember } from '../../../testing/render-member';
import { MenuLabel } from './menu-label';

describe.each([
  ['desktop', 1280],
  ['mobile', 390],
])('the letters entry of the menu on %s', (_name, width) => {
  it('carries the unread count, 99+ above 99, and nothing at zero', async () => {
    const { store, container } = await renderMember(
      <a href="/user/Letter">
        <MenuLabel menuKey="personal_message" />
      </a>,
      { width },
    );
    expect(container).toHaveTextContent(/^Personal messages$/);
    act(() => store.member.setUnreadLetters(7));
    expect(await screen.findByText('7')).toBeInTheDocument();
    act(() => store.member.setUnreadLetters(120));
    expect(await screen.findByText('99+')).toBeInTheDocument();
    // the badge is for the eye: the entry keeps its name, which the e2e suites and screen readers use
    expect(screen.getByRole('link', { name: 'Personal messages' })).toBeInTheDocument();
  });

  it('leaves the other entries alone', async () => {
    const { store, container } = await renderMember(<MenuLabel menuKey="my_wallet" />, { width });
    act(() => store.member.setUnreadLetters(7));
    expect(container).toHaveTextContent(/^My wallet$/);
  });
});
