import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createTestRoot, renderWithRoot } from '../testing';
import { badgeText, CountBadge } from './count-badge';
import { CountedInput } from './counted-input';
import { checkPromptInput, usePrompt } from './prompt';

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

describe('checkPromptInput', () => {
  it('refuses input that does not match the whole pattern with Illegal input', () => {
    expect(checkPromptInput('12ab', { title: 'x', pattern: /\d+/ }, 'Illegal input')).toBe('Illegal input');
    expect(checkPromptInput('1234', { title: 'x', pattern: /\d+/ }, 'Illegal input')).toBeNull();
    expect(checkPromptInput('no', { title: 'x', validator: (v) => v === 'yes' }, 'Illegal input')).toBe('Illegal input');
    expect(checkPromptInput('no', { title: 'x', validator: () => 'Say yes' }, 'Illegal input')).toBe('Say yes');
  });
});

function PromptDemo() {
  const prompt = usePrompt();
  const [answer, setAnswer] = useState<string | null | undefined>(undefined);
  return (
    <>
      <button type="button" onClick={() => void prompt({ title: 'Four digits', pattern: /\d{4}/ }).then(setAnswer)}>
        Ask
      </button>
      <output>{answer === undefined ? 'waiting' : String(answer)}</output>
    </>
  );
}

describe('usePrompt', () => {
  it('keeps the box open with Illegal input until the input is valid', async () => {
    const root = await createTestRoot();
    renderWithRoot(<PromptDemo />, root);
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    const input = await screen.findByRole('textbox', { name: 'Four digits' });
    await userEvent.type(input, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Illegal input');
    expect(screen.getByRole('textbox', { name: 'Four digits' })).toHaveValue('12a');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Four digits' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Four digits' }), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1234'));
  });
});

describe('CountedInput', () => {
  function Demo() {
    const [value, setValue] = useState('');
    return <CountedInput aria-label="Nickname" value={value} onChange={setValue} maxLength={10} />;
  }

  it('shows the count against the maximum on mobile', async () => {
    const root = await createTestRoot({ width: 390 });
    renderWithRoot(<Demo />, root);
    await userEvent.type(screen.getByRole('textbox', { name: 'Nickname' }), 'lucky');
    expect(screen.getByText('5/10')).toBeInTheDocument();
  });
});
