import { act, render, screen } from '@testing-library/react';
import { useAfterFirstView } from './use-after-first-view';

function Probe() {
  return <p>{useAfterFirstView() ? 'after' : 'first view'}</p>;
}

describe('useAfterFirstView', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('stays false through the first view and turns true a few seconds after the page loaded', () => {
    // jsdom's document is already complete: the count starts at once.
    render(<Probe />);
    expect(screen.getByText('first view')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('first view')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2200));
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('waits for the load event when the page is still loading', () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    render(<Probe />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('first view')).toBeInTheDocument();
    readyState.mockRestore();
    act(() => void window.dispatchEvent(new Event('load')));
    act(() => jest.advanceTimersByTime(5100));
    expect(screen.getByText('after')).toBeInTheDocument();
  });
});
