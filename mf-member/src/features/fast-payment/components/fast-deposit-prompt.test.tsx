import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderMember } from '../../../testing/render-member';
import { FastDepositPrompt } from './fast-deposit-prompt';

afterEach(() => {
  document.cookie = 'isFastDeposit=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  jest.restoreAllMocks();
});

describe('the /fastDeposit prompt', () => {
  it('offers fast payment once after a /fastDeposit link and opens the window from the click', async () => {
    document.cookie = 'isFastDeposit=true; path=/';
    const open = jest.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
    await renderMember(<FastDepositPrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open fast payment' }));
    expect(open).toHaveBeenCalledWith('/fastPayment', 'fpWindow', 'width=1500,height=800');
    expect(document.cookie).not.toContain('isFastDeposit=true');
  });

  it('says nothing without the flag, and "Not now" drops it', async () => {
    const first = await renderMember(<FastDepositPrompt />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    document.cookie = 'isFastDeposit=true; path=/';
    await renderMember(<FastDepositPrompt />);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fast payment' })).not.toBeInTheDocument());
    expect(document.cookie).not.toContain('isFastDeposit=true');
  });
});
