import fs from 'node:fs';
import path from 'node:path';
import { fadeOutLoadingOverlay, OVERLAY_FADE_MS } from './loading-overlay';

// shell-and-public.md §9: the loading overlay fades over 400 ms. The script removes it after
// OVERLAY_FADE_MS and the page template's CSS fades it over the same time.

const template = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');

afterEach(() => jest.useRealTimers());

describe('the loading overlay', () => {
  it('fades from the next frame and leaves the page 400 ms later, not before', () => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="casino-loading"><span></span></div>';
    const overlay = () => document.getElementById('casino-loading');
    fadeOutLoadingOverlay();
    jest.advanceTimersToNextFrame();
    expect(overlay()).toHaveClass('is-done');
    jest.advanceTimersByTime(399 - 16);
    expect(overlay()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(overlay()).toBeNull();
    expect(OVERLAY_FADE_MS).toBe(400);
  });

  it("is faded by the template's CSS over the same 400 ms", () => {
    const rule = /#casino-loading\s*\{[^}]*transition:\s*opacity\s+(\d+)ms/.exec(template);
    expect(Number(rule?.[1])).toBe(OVERLAY_FADE_MS);
    expect(template).toMatch(/#casino-loading\.is-done\s*\{[^}]*opacity:\s*0/);
  });

  it('does nothing on a page without it', () => {
    document.body.innerHTML = '';
    expect(() => fadeOutLoadingOverlay()).not.toThrow();
  });
});
