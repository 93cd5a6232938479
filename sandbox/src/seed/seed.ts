import { seedPasswordHash } from '../auth/password';
import type { Motif } from '../assets/art';
import { iconUrl, pictureUrl } from '../assets/urls';
import { seedAccountSecurity } from './accounts';
import { seedMemberWallet } from './wallet';
import { seedMoneyOnce } from './money';
import { seedMemberProfile } from './profile';
import { hasGamesSeed, markGamesSeeded, seedGameCatalogue, seedGameTemplateLists, seedJackpots } from './games';
import { seedAgentsOnce } from './agents';
import { seedAgentReportsOnce } from './agent-reports';
import { seedAgentTransferOnce } from './agent-transfer';
import type BetterSqlite3 from 'better-sqlite3';
import {
  AGENTS,
  ANNOUNCEMENTS,
  BANNER_THEMES,
  CURRENCIES,
  FAQS,
  GAME_TYPES,
  localized as t,
  MEMBERS,
  PROMOTIONS,
  PROVIDERS,
  SEED_PASSWORD,
  SITES,
  bulletinSeeds,
  promotionHtml,
} from './content';
import { minor } from '../money/minor-units';
import { seedSigninOnce } from './signin';
import { mapLocalized } from '../locales';

/** The seed's clock: every seeded date is an offset from this instant, so the data is deterministic. */
export const SEED_TIME = Date.parse('2025-06-01T08:00:00.000Z');

export function seedDate(days: number, hours = 0): string {
  return new Date(SEED_TIME + (days * 24 + hours) * 3600_000).toISOString();
}

const json = (value: unknown): string => JSON.stringify(value);

/** The open database; named here rather than imported from database.ts, which imports this file. */
type Db = BetterSqlite3.Database;

/**
 * Seeds an empty database and returns true. A database that already has sites is not seeded again
 * (false); if it was seeded before the games step of issue 11, that step alone is applied once.
 */
export function seedDatabase(db: Db): boolean {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM sites').get() as { count: number };
  if (count > 0) {
    if (!hasGamesSeed(db)) {
      db.transaction(() => {
        seedGameCatalogue(db);
        seedGameTemplateLists(db);
        markGamesSeeded(db, new Date().toISOString());
      })();
    }
    seedMoneyOnce(db, seedDate, { fresh: false });
    db.transaction(() => seedMemberWallet(db, seedDate))();
    db.transaction(() => seedMemberProfile(db, seedDate))();
    seedAgentsOnce(db, seedDate);
    seedAgentReportsOnce(db);
    seedAgentTransferOnce(db, seedDate, { fresh: false });
    seedSigninOnce(db);
    return false;
  }
  db.transaction(() => {
    seedAccounts(db);
    seedAccountSecurity(db, seedDate);
    seedGameCatalogue(db);
    seedJackpots(db, seedDate);
    seedGameTemplateLists(db);
    markGamesSeeded(db, seedDate(0));
    seedContent(db);
    seedBlocks(db);
    seedMemberWallet(db, seedDate);
  })();
  seedMoneyOnce(db, seedDate, { fresh: true });
  db.transaction(() => seedMemberProfile(db, seedDate))();
  seedAgentsOnce(db, seedDate);
  seedAgentReportsOnce(db);
  seedAgentTransferOnce(db, seedDate, { fresh: true });
  seedSigninOnce(db);
  return true;
}

function seedAccounts(db: Db): void {
  const currency = db.prepare('INSERT INTO currencies (code, symbol, name_i18n) VALUES (?, ?, ?)');
  for (const c of CURRENCIES) currency.run(c.code, c.symbol, json(c.name));

  const site = db.prepare(
    'INSERT INTO sites (site_id, site_name, default_currency, default_language, template, customer_service_link) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const siteCurrency = db.prepare('INSERT INTO site_currencies (site_id, currency, sort) VALUES (?, ?, ?)');
  for (const s of SITES) {
    site.run(
      s.site_id,
      s.site_name,
      s.default_currency,
      s.default_language,
      s.template,
      `https://support.example.com/chat?site=${s.site_id}`,
    );
    s.currencies.forEach((c, i) => siteCurrency.run(s.site_id, c, i));
  }

  const agent = db.prepare('INSERT INTO agents (id, site_id, agent_code, currency, domain, active) VALUES (?, ?, ?, ?, ?, ?)');
  for (const a of AGENTS) agent.run(a.id, a.site_id, a.agent_code, a.currency, a.domain, a.active);

  const member = db.prepare(
    `INSERT INTO members (id, site_id, account, password_hash, name, currency, status, member_type, agent_id, cash_minor, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const m of MEMBERS) {
    const agentId = m.member_type === 1 && m.currency === 'RMB' ? 1 : null;
    member.run(
      m.id,
      m.site_id,
      m.account,
      seedPasswordHash(m.account, SEED_PASSWORD),
      m.name,
      m.currency,
      m.status,
      m.member_type,
      agentId,
      minor(m.cash, m.currency),
      seedDate(-90 + m.id),
    );
  }
}

function seedContent(db: Db): void {
  const banner = db.prepare(
    `INSERT INTO banners (site_id, use_type, title_i18n, image_url, link, link_type, link_method, game_link_parameter, sort, enabled, color_from, color_to, updated_at)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const announcement = db.prepare(
    `INSERT INTO announcements (site_id, content_i18n, display_before_login, display_after_login, sort, enabled, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const bulletin = db.prepare(
    `INSERT INTO bulletins (site_id, title_i18n, content_i18n, display_device, display_location, display_frequency, sort, enabled, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const promotion = db.prepare(
    `INSERT INTO promotions (site_id, category, title_i18n, summary_i18n, content_i18n, start_at, end_at, sort, enabled, color_from, color_to)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
  );
  const faq = db.prepare('INSERT INTO faqs (site_id, category, question_i18n, answer_i18n, sort) VALUES (?, ?, ?, ?, ?)');
  const gtNames = new Map(GAME_TYPES.map((g) => [g.gt_id, g.name.en_US]));
  const gpNames = new Map(PROVIDERS.map((p) => [p.gp_id, p.gp_name]));

  for (const site of SITES) {
    const otherCurrency = SITES.find((s) => s.site_id !== site.site_id)?.default_currency ?? 'USD';
    for (const useType of [0, 1, 2]) {
      BANNER_THEMES.forEach((theme, i) => {
        const gameLink = theme.game
          ? {
              currency: theme.game.otherCurrency ? otherCurrency : site.default_currency,
              gt_id: theme.game.gt_id,
              gp_id: theme.game.gp_id,
              gp_gt_name: `${gpNames.get(theme.game.gp_id) ?? theme.game.gp_id} ${gtNames.get(theme.game.gt_id) ?? ''}`.trim(),
              customized: 0,
            }
          : null;
        banner.run(
          site.site_id,
          useType,
          json(theme.title),
          theme.link,
          theme.link_type,
          theme.link_method,
          gameLink ? json(gameLink) : null,
          theme.sort,
          theme.enabled === false ? 0 : 1,
          theme.colors[0],
          theme.colors[1],
          seedDate(-30 + i),
        );
      });
    }

    ANNOUNCEMENTS.forEach((a, i) => {
      const enabled = 'enabled' in a ? a.enabled : 1;
      announcement.run(site.site_id, json(a.content), a.before, a.after, a.sort, enabled, seedDate(-20 + i), seedDate(-20 + i));
    });

    bulletinSeeds().forEach((b, i) => {
      // newest first by id order: bulletin 1 was updated most recently
      const updated = seedDate(-1 - i, 2);
      bulletin.run(
        site.site_id,
        json(b.title),
        json(b.content),
        b.display_device,
        json(b.display_location),
        b.display_frequency,
        100 - i,
        seedDate(-40 - i),
        updated,
      );
    });

    PROMOTIONS.forEach((p, i) => {
      promotion.run(
        site.site_id,
        p.category,
        json(p.title),
        json(p.summary),
        json(promotionHtml(p.title, p.summary)),
        seedDate(-60 + i),
        i === 5 ? null : seedDate(365),
        60 - i * 10,
        p.colors[0],
        p.colors[1],
      );
    });

    FAQS.forEach((f, i) => faq.run(site.site_id, f.category, json(f.q), json(f.a), 100 - i));
  }
}

/** The icon of each shortcut of the floating panels and the mobile quick links, by key. */
const SHORTCUT_ICONS: Record<string, Motif> = {
  service: 'chat',
  app: 'phone',
  telegram: 'envelope',
  discount: 'gift',
  deposit: 'deposit',
  withdrawal: 'withdraw',
  wallet: 'wallet',
  sponsor: 'star',
  signup: 'user',
  letter: 'envelope',
  announcement: 'bell',
};

function seedBlocks(db: Db): void {
  const block = db.prepare('INSERT INTO web_blocks (site_id, kind, sort, data, updated_at) VALUES (?, ?, ?, ?, ?)');
  const add = (siteId: number, kind: string, sort: number, data: unknown): void => {
    block.run(siteId, kind, sort, json(data), seedDate(-10));
  };

  for (const site of SITES) {
    const id = site.site_id;
    add(id, 'footer', 0, {
      site_name: site.site_name,
      copyright: mapLocalized(
        t('© 2025 {site}. All rights reserved.', '© 2025 {site} 版权所有', '© 2025 {site}. Bảo lưu mọi quyền.'),
        (text) => text.replace('{site}', site.site_name),
      ),
      description: t(
        'Licensed online entertainment for adults only. Please play responsibly.',
        '持牌线上娱乐平台，仅限成年人参与，请理性游戏。',
        'Nền tảng giải trí trực tuyến được cấp phép, chỉ dành cho người trưởng thành. Hãy chơi có trách nhiệm.',
      ),
      link_list: [
        { key: 'about', title: t('About us', '关于我们', 'Về chúng tôi'), link: '/faq/1', link_type: 1, link_method: 0 },
        { key: 'faq', title: t('Help centre', '帮助中心', 'Trung tâm trợ giúp'), link: '/faq', link_type: 1, link_method: 0 },
        { key: 'discount', title: t('Promotions', '优惠活动', 'Khuyến mãi'), link: '/discount', link_type: 1, link_method: 0 },
        { key: 'sponsor', title: t('Sponsorship', '赞助', 'Tài trợ'), link: '/sponsor', link_type: 1, link_method: 0 },
        { key: 'app', title: t('Mobile app', '手机App', 'Ứng dụng di động'), link: '/app', link_type: 1, link_method: 0 },
        {
          key: 'responsible',
          title: t('Responsible gaming', '理性游戏', 'Chơi có trách nhiệm'),
          link: 'https://www.begambleaware.org/',
          link_type: 0,
          link_method: 1,
        },
      ],
      license_list: [
        { name: 'PAGCOR', photo_path: pictureUrl(160, 60, 'PAGCOR', '#333333', '#777777') },
        { name: 'MGA', photo_path: pictureUrl(160, 60, 'MGA', '#333333', '#777777') },
        { name: '18+', photo_path: pictureUrl(60, 60, '18+', '#9d0208', '#d00000') },
      ],
      partner_list: PROVIDERS.slice(0, 8).map((p) => ({
        gp_id: p.gp_id,
        name: p.gp_name,
        photo_path: `/api/assets/providers/${p.gp_id}.svg`,
      })),
      contact: { email: `support@site${id}.example.com`, telegram: `@site${id}_support` },
    });

    const floats = [
      {
        key: 'service',
        title: t('Live chat', '在线客服', 'Chat trực tuyến'),
        link: `https://support.example.com/chat?site=${id}`,
        link_type: 0,
        link_method: 1,
        position: 'right',
      },
      { key: 'app', title: t('Download app', '下载App', 'Tải ứng dụng'), link: '/app', link_type: 1, link_method: 0, position: 'right' },
      {
        key: 'telegram',
        title: t('Telegram', '电报', 'Telegram'),
        link: `https://t.me/site${id}_support`,
        link_type: 0,
        link_method: 1,
        position: 'right',
      },
      { key: 'discount', title: t('Promotions', '优惠', 'Khuyến mãi'), link: '/discount', link_type: 1, link_method: 0, position: 'left' },
    ];
    floats.forEach((f, i) => add(id, 'float', 40 - i * 10, { ...f, icon: iconUrl(SHORTCUT_ICONS[f.key] ?? 'star') }));

    const mobileFooter = [
      { key: 'deposit', title: t('Deposit', '存款', 'Nạp tiền'), link: '/user/Deposit' },
      { key: 'withdrawal', title: t('Withdraw', '提款', 'Rút tiền'), link: '/user/Withdrawal' },
      { key: 'wallet', title: t('Wallet', '钱包', 'Ví'), link: '/user/MyWallet' },
      { key: 'discount', title: t('Promotions', '优惠', 'Khuyến mãi'), link: '/discount' },
      { key: 'sponsor', title: t('Sponsor', '赞助', 'Tài trợ'), link: '/sponsor' },
      { key: 'signup', title: t('Sign up', '注册', 'Đăng ký'), link: '/?modal=register' },
      { key: 'letter', title: t('Messages', '站内信', 'Thư'), link: '/user/Letter' },
      { key: 'announcement', title: t('Notices', '公告', 'Thông báo'), link: '/user/Announcement' },
      { key: 'service', title: t('Service', '客服', 'CSKH'), link: `https://support.example.com/chat?site=${id}` },
    ];
    mobileFooter.forEach((f, i) =>
      add(id, 'mobile_footer', 90 - i * 10, {
        ...f,
        link_type: f.link.startsWith('http') ? 0 : 1,
        icon: iconUrl(SHORTCUT_ICONS[f.key] ?? 'star'),
      }),
    );

    add(id, 'logo', 30, { use_type: 0, name: 'desktop', photo_path: `/api/assets/logos/${id}-desktop.svg` });
    add(id, 'logo', 20, { use_type: 1, name: 'mobile', photo_path: `/api/assets/logos/${id}-mobile.svg` });
    add(id, 'logo', 10, { use_type: 2, name: 'footer', photo_path: `/api/assets/logos/${id}-footer.svg` });

    const ads = [
      {
        title: t('Download our app', '下载我们的App', 'Tải ứng dụng của chúng tôi'),
        link: '/app',
        colors: ['#000428', '#004e92'],
        motif: 'star' as const,
      },
      {
        title: t('Daily rebate 1.5%', '天天返水1.5%', 'Hoàn trả 1.5% mỗi ngày'),
        link: '/discount/5',
        colors: ['#11998e', '#38ef7d'],
        motif: 'coins' as const,
      },
      {
        title: t('Live dealers 24/7', '真人荷官全天候', 'Dealer trực tiếp 24/7'),
        link: '/gameHall/3',
        colors: ['#870000', '#190a05'],
        motif: 'cards' as const,
      },
    ];
    ads.forEach((a, i) =>
      add(id, 'model_setting', 30 - i * 10, {
        title: a.title,
        link: a.link,
        link_type: 1,
        link_method: 0,
        photo_path: pictureUrl(400, 200, a.title.en_US, a.colors[0] ?? '#000', a.colors[1] ?? '#fff', { motif: a.motif }),
        model_version: 1,
      }),
    );

    const sponsors = [
      {
        title: t('Official Asian partner of FC Atletico', 'FC Atletico 亚洲官方合作伙伴', 'Đối tác chính thức châu Á của FC Atletico'),
        description: t('Season 2025/26 main sleeve sponsor.', '2025/26赛季袖标赞助商。', 'Nhà tài trợ tay áo mùa giải 2025/26.'),
        colors: ['#c31432', '#240b36'],
        motif: 'ball' as const,
      },
      {
        title: t('Brand ambassador: Lina Tran', '品牌大使：Lina Tran', 'Đại sứ thương hiệu: Lina Trần'),
        description: t('Actress and host, with us since 2024.', '演员及主持人，自2024年起合作。', 'Diễn viên và MC, đồng hành từ 2024.'),
        colors: ['#b24592', '#f15f79'],
        motif: 'star' as const,
      },
      {
        title: t('Esports team Nova', '电竞战队 Nova', 'Đội eSports Nova'),
        description: t(
          'Title sponsor of the Nova League roster.',
          'Nova 联赛阵容冠名赞助。',
          'Nhà tài trợ chính của đội hình Nova League.',
        ),
        colors: ['#3a0ca3', '#4cc9f0'],
        motif: 'controller' as const,
      },
    ];
    sponsors.forEach((s, i) =>
      add(id, 'model_sponsor', 30 - i * 10, {
        title: s.title,
        description: s.description,
        photo_path: pictureUrl(600, 340, s.title.en_US, s.colors[0] ?? '#000', s.colors[1] ?? '#fff', { motif: s.motif }),
        model_version: 1,
      }),
    );

    const loginTexts = [
      {
        title: t('Why join us', '为什么选择我们', 'Vì sao chọn chúng tôi'),
        content: t(
          'Fast deposits, daily rebates and 24/7 service.',
          '极速存款、天天返水、全天候客服。',
          'Nạp nhanh, hoàn trả mỗi ngày, hỗ trợ 24/7.',
        ),
      },
      {
        title: t('Safe and fair', '安全公平', 'An toàn và công bằng'),
        content: t(
          'Licensed providers and encrypted connections.',
          '持牌游戏商与加密连接。',
          'Nhà cung cấp được cấp phép, kết nối mã hóa.',
        ),
      },
    ];
    loginTexts.forEach((l, i) => add(id, 'model_login', 20 - i * 10, { ...l, model_version: 1 }));
  }
}
