import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { businessError, createFakeSandbox, httpError, type FakeSandbox } from '@casino/mf-shared/testing';
import { AppDownload } from '../features/templates/components/app-download';
import { SponsorList } from '../features/templates/components/sponsor-list';
import { announcement, banner } from '../testing/home-fixtures';
import { renderHome, type RenderHomeOptions } from '../testing/render-home';
import { siteBlockHandlers } from '../testing/site-blocks';
import { DiscountPage } from './discount-page';
import { FaqPage } from './faq-page';
import { HomePage } from './home-page';

/**
 * The error rule of shell-and-public.md §8 for every call of mf-home: a failure is an error toast
 * with the server's message (the piece keeps its own failed state and Retry), a 401 is the
 * session's end and no error toast, and a long success code is a success.
 */

const promotion = (id: number) => ({
  id,
  category: 'deposit',
  title: `Promo ${id}`,
  summary: `Summary ${id}`,
  photo_path: `/p/${id}.svg`,
  mobile_photo_path: `/m/${id}.svg`,
  start_at: null,
  end_at: null,
  sort: id,
});

function everyCall(): FakeSandbox {
  return createFakeSandbox({
    ...siteBlockHandlers(),
    '/arks/web/carousel_picture': (body) => ({ web_carousel_picture_list: [banner(1, body.use_type as 0, 1)] }),
    '/arks/web/announcement/marquee': () => ({ web_announcement_list: [announcement(1, 1, true, true)] }),
    '/arks/web/bulletin': () => ({ web_bulletin_list: [] }),
    '/arks/web/bulletin/history': () => ({
      web_bulletin_list: [
        {
          id: 1,
          title: 'Maintenance on Sunday',
          display_content: '<p>Back soon.</p>',
          content: 'Back soon.',
          display_device: 0,
          sort: 1,
          updated_at: '2025-06-01T08:00:00Z',
        },
      ],
    }),
    '/v2/get_jackpot': () => ({ currency: 'RMB', jackpot_amount_total: 1234.5 }),
    '/demo/gt_games': () => ({
      data: [{ gt_id: 2, gt_name: 'Slot', gp_list: [{ gp_id: 'GPJL', gp_name: 'GPJL games', game_type: 2, house: '', is_demo: 1 }] }],
    }),
    '/demo/gp_games': () => ({
      data: [{ id: 1, gp_id: 'GPJL', game_type: 2, game_code: 'GPJL-1', game_name: 'GPJL game 1', house: '' }],
    }),
    '/arks/web/faq/list': () => ({ faq_list: [{ id: 1, category: 'Account', question: 'How do I sign up?', sort: 1 }] }),
    '/arks/web/faq/detail': () => ({
      faq: { id: 1, category: 'Account', question: 'How do I sign up?', answer: '<p>Press Sign up.</p>', sort: 1 },
    }),
    '/arks/web/promotion/list': () => ({ promotion_list: [promotion(2)] }),
    '/arks/web/promotion/detail': () => ({ promotion: { ...promotion(2), content: '<p>Get 100%</p>' } }),
  });
}

const region = (role: 'region' | 'marquee' | 'contentinfo' | 'complementary' | 'navigation', name: string) =>
  screen.findByRole(role, { name });
const jackpot = () => screen.findByTestId('home-jackpot');
/** A page of its own (discount, FAQ, sponsor, app): the whole document. */
const page = () => Promise.resolve(document.body);

async function openDialog(button: string, dialog: string): Promise<HTMLElement> {
  await userEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: dialog });
}

interface CallCase {
  /** What a user does to make the call, from a fresh page. */
  mount: (sandbox: FakeSandbox) => Promise<{ notifier: { error: jest.Mock } }>;
  /** The piece that shows the call's answer or its own failed state. */
  area: () => Promise<HTMLElement>;
  /** Something the answer puts on the page. */
  shown: (area: HTMLElement) => Promise<unknown>;
}

const mountAt =
  (element: ReactElement, options: Omit<RenderHomeOptions, 'sandbox'> = {}, then?: () => Promise<unknown>) =>
  async (sandbox: FakeSandbox) => {
    const rendered = await renderHome(element, { sandbox, ...options });
    await then?.();
    return rendered;
  };

const home = mountAt(<HomePage />);
const mobileHome = mountAt(<HomePage />, { width: 390 });
const history = mountAt(<HomePage />, {}, () => openDialog('Announcement history', 'Announcement history'));
const demo = mountAt(<HomePage />, {}, () => openDialog('Try demo games', 'Demo games'));

const cases: Record<string, CallCase> = {
  '/arks/web/carousel_picture': {
    mount: home,
    area: () => region('region', 'Promotional banners'),
    shown: (area) => within(area).findAllByAltText('Banner #1'),
  },
  '/arks/web/announcement/marquee': {
    mount: home,
    area: () => region('marquee', 'Announcements'),
    shown: (area) => within(area).findByText('Announcement #1'),
  },
  '/arks/web/bulletin/history': {
    mount: history,
    area: () => screen.findByRole('dialog', { name: 'Announcement history' }),
    shown: (area) => within(area).findByText('Maintenance on Sunday'),
  },
  '/v2/get_jackpot': {
    mount: home,
    area: jackpot,
    shown: (area) => within(area).findByLabelText('Jackpot in RMB'),
  },
  '/demo/gt_games': {
    mount: demo,
    area: () => screen.findByRole('dialog', { name: 'Demo games' }),
    shown: (area) => within(area).findByRole('tab', { name: 'Slot' }),
  },
  '/demo/gp_games': {
    mount: demo,
    area: () => screen.findByRole('dialog', { name: 'Demo games' }),
    shown: (area) => within(area).findByText('GPJL game 1'),
  },
  '/web/model_login': {
    mount: home,
    area: () => region('region', 'Why play with us'),
    shown: (area) => within(area).findByRole('heading', { name: 'Safe and fair' }),
  },
  '/arks/web/footer': {
    mount: home,
    area: () => region('contentinfo', 'Site information'),
    shown: (area) => within(area).findByRole('link', { name: 'Help centre' }),
  },
  '/arks/web/float': {
    mount: home,
    area: () => region('complementary', 'Shortcuts (right)'),
    shown: (area) => within(area).findByRole('link', { name: 'Live chat' }),
  },
  '/arks/web/web-mobile-footer': {
    mount: mobileHome,
    area: () => region('navigation', 'Quick links'),
    shown: (area) => within(area).findByRole('link', { name: 'Promotions' }),
  },
  '/arks/web/faq/list': {
    mount: mountAt(<FaqPage />, { path: '/faq', route: '/faq/:id?' }),
    area: page,
    shown: (area) => within(area).findByRole('heading', { name: 'Account', level: 2 }),
  },
  '/arks/web/faq/detail': {
    mount: mountAt(<FaqPage />, { path: '/faq/1', route: '/faq/:id?' }),
    area: page,
    shown: (area) => within(area).findByText('Press Sign up.'),
  },
  '/arks/web/promotion/list': {
    mount: mountAt(<DiscountPage />, { path: '/discount', route: '/discount/:id?' }),
    area: page,
    shown: (area) => within(area).findByRole('link', { name: /Promo 2/ }),
  },
  '/arks/web/promotion/detail': {
    mount: mountAt(<DiscountPage />, { path: '/discount/2', route: '/discount/:id?' }),
    area: page,
    shown: (area) => within(area).findByRole('heading', { name: 'Promo 2', level: 1 }),
  },
  '/web/model_sponsor': {
    mount: mountAt(<SponsorList />, { path: '/sponsor', route: '/sponsor' }),
    area: page,
    shown: (area) => within(area).findByRole('heading', { name: 'FC Atletico (en_US)' }),
  },
  '/web/model_setting': {
    mount: mountAt(<AppDownload />, { path: '/app', route: '/app' }),
    area: page,
    shown: (area) => within(area).findByRole('list', { name: 'Offers' }),
  },
};

/** The sandbox's answers for `path` carry an older long success code instead of 1000; `rewritten` counts them. */
function withLongSuccessCode(sandbox: FakeSandbox, path: string, code: string): FakeSandbox & { rewritten: () => number } {
  let rewritten = 0;
  const fetchLong = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const response = await sandbox.fetch(input, init);
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!url.pathname.endsWith(`/api${path}`)) return response;
    const body = (await response.json()) as { code: unknown };
    if (body.code === 1000) {
      body.code = code;
      rewritten += 1;
    }
    return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
  };
  return { ...sandbox, fetch: fetchLong as typeof fetch, rewritten: () => rewritten };
}

const paths = Object.keys(cases);

describe("mf-home's calls and the error rule of §8", () => {
  beforeEach(() => window.sessionStorage.clear());

  it('covers every call of the remote (16)', () => {
    expect(paths).toHaveLength(16);
  });

  it.each(paths)('%s: a refusal is toasted with the server’s message, and the piece keeps its failed state', async (path) => {
    const { mount, area } = cases[path]!;
    const sandbox = everyCall();
    const message = `Refused by the server: ${path}`;
    sandbox.on(path, () => businessError(105, message));
    const { notifier } = await mount(sandbox);
    expect(await within(await area()).findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith(message));
    // Nothing else failed, and the generic text is not what the toast says.
    expect(new Set(notifier.error.mock.calls.map(([text]) => text))).toEqual(new Set([message]));
  });

  it.each(paths)('%s: a transport failure is toasted with its translated kind', async (path) => {
    const { mount, area } = cases[path]!;
    const sandbox = everyCall();
    sandbox.on(path, () => {
      throw new TypeError('Failed to fetch');
    });
    const { notifier } = await mount(sandbox);
    expect(await within(await area()).findByRole('alert')).toBeInTheDocument();
    await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('Network error. Please check your connection and try again.'));
  });

  it.each(paths)('%s: a 401 ends the session and is no error toast', async (path) => {
    const { mount, area } = cases[path]!;
    const sandbox = everyCall();
    sandbox.on(path, () => httpError(401, 'Unauthenticated'));
    const { notifier } = await mount(sandbox);
    // The decision was made: the call answered and the piece shows its failed state.
    expect(await within(await area()).findByRole('alert')).toBeInTheDocument();
    expect(sandbox.hits(path)).toBeGreaterThan(0);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it.each(paths)('%s: an older long success code is a success', async (path) => {
    const { mount, area, shown } = cases[path]!;
    const sandbox = withLongSuccessCode(everyCall(), path, '200100');
    const { notifier } = await mount(sandbox);
    const piece = await area();
    await shown(piece);
    expect(sandbox.rewritten()).toBeGreaterThan(0);
    expect(within(piece).queryByRole('alert')).not.toBeInTheDocument();
    expect(notifier.error).not.toHaveBeenCalled();
  });
});
