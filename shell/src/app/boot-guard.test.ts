import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '../locales/en_US.json';
import zh from '../locales/zh_CN.json';
import { BOOT_FAILURE_DATA_ID } from './boot-guard';

/**
 * The boot guard is the inline script of public/index.html: it must work when every chunk of the
 * shell failed, so it is tested as the browser gets it, from the template's own text.
 */
const template = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
const guardSource = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1] ?? '';
const templateBody = /<body>([\s\S]*?)<\/body>/.exec(template)?.[1] ?? '';

const SHELL_BASE = '/shell/1.0.0/';
const reload = jest.fn();

/** Lays the page out as the server renders it (texts of the page's locale, or none on the dev server) and runs the guard. */
function loadPage(data: Record<string, string> | null) {
  document.head.innerHTML = data ? `<script id="${BOOT_FAILURE_DATA_ID}" type="application/json">${JSON.stringify(data)}</script>` : '';
  document.body.innerHTML = templateBody;
  // `location` is the guard's only way out of the page; the test stands in for it.
  new Function('location', guardSource)({ reload });
}

function failingScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.body.appendChild(script);
  // As the browser does for a 404: an `error` event on the element that does not bubble.
  script.dispatchEvent(new Event('error'));
}

const chineseTexts = { ...zh.bootFailure, shellBase: SHELL_BASE };

beforeEach(() => {
  jest.useFakeTimers();
  reload.mockClear();
});

afterEach(() => {
  // The app's side of the contract: the guard stands down (and stops listening) once told.
  window.casinoBoot?.ready();
  delete window.casinoBoot;
  jest.useRealTimers();
});

describe('the boot guard of the page', () => {
  it('is written in the template before the shell loads, and offers ready() and fail() to the app', () => {
    expect(guardSource).toContain('casinoBoot');
    expect(template.indexOf(guardSource)).toBeLessThan(template.indexOf('<!--casino:boot-->'));
    loadPage(chineseTexts);
    expect(typeof window.casinoBoot?.ready).toBe('function');
    expect(typeof window.casinoBoot?.fail).toBe('function');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('replaces the spinner with the translated message and a Reload button when a shell script fails to load', async () => {
    loadPage(chineseTexts);
    failingScript(`${SHELL_BASE}391.b8b013c0.js`);
    expect(screen.getByRole('alert')).toHaveTextContent(zh.bootFailure.failed);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: zh.bootFailure.reload });
    expect(button).toHaveFocus();
    await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(button);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("says nothing when a remote's script, or any other element, fails: the remote's area has its own fallback", () => {
    loadPage(chineseTexts);
    failingScript('/remotes/mf-home/1.2.0/remoteEntry.js');
    failingScript('https://cdn.example/shell/1.0.0/main.js');
    const image = document.createElement('img');
    document.body.appendChild(image);
    image.dispatchEvent(new Event('error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the message when a shell script throws before the app started (main.js in an old browser)', () => {
    loadPage(chineseTexts);
    window.dispatchEvent(new ErrorEvent('error', { message: 'elsewhere', filename: 'https://ads.example/tag.js' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    window.dispatchEvent(
      new ErrorEvent('error', { message: 'SyntaxError', filename: `${window.location.origin}${SHELL_BASE}main.abc.js` }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(zh.bootFailure.failed);
  });

  it('shows the message when the app reports that it cannot start (a rejected import of bootstrap), once', () => {
    loadPage(chineseTexts);
    window.casinoBoot?.fail(new Error('ChunkLoadError'));
    window.casinoBoot?.fail(new Error('again'));
    failingScript(`${SHELL_BASE}10.29a28ac7.js`);
    expect(screen.getByRole('alert')).toHaveTextContent(zh.bootFailure.failed);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('says the site is slow, with the Reload button, when the app has not started after 20 s', () => {
    loadPage(chineseTexts);
    jest.advanceTimersByTime(19_999);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.advanceTimersByTime(1);
    expect(screen.getByRole('alert')).toHaveTextContent(zh.bootFailure.slow);
    expect(screen.getByRole('button', { name: zh.bootFailure.reload })).toBeInTheDocument();
  });

  it('stands down once the app signalled that it started: no timeout, no reaction to later failures', () => {
    loadPage(chineseTexts);
    window.casinoBoot?.ready();
    failingScript(`${SHELL_BASE}10.29a28ac7.js`);
    window.casinoBoot?.fail(new Error('late'));
    jest.advanceTimersByTime(60_000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English without texts in the page (the dev server): the texts of en_US.json, any script counted', () => {
    loadPage(null);
    failingScript('/main.js');
    expect(screen.getByRole('alert')).toHaveTextContent(en.bootFailure.failed);
    expect(screen.getByRole('button', { name: en.bootFailure.reload })).toBeInTheDocument();
    window.casinoBoot?.ready();
    loadPage(null);
    jest.advanceTimersByTime(20_000);
    expect(screen.getByRole('alert')).toHaveTextContent(en.bootFailure.slow);
  });

  it('uses no inline event attributes, which the CSP forbids', () => {
    expect(template).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(guardSource).not.toMatch(/innerHTML|setAttribute\(\s*['"]on/);
  });
});
