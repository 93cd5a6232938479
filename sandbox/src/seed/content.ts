/* Texts of the seed: en_US, zh_CN and vi_VN here, the other eight languages from src/locales by the English text. */
import type { GameOpenMode } from '@casino/contracts';
import { pictureUrl } from '../assets/urls';
import type { Lang, Localized } from '../http/lang';
import { localized as t, mapLocalized, sameEverywhere } from '../locales';

export interface SiteSeed {
  site_id: number;
  site_name: string;
  default_currency: string;
  default_language: string;
  template: string;
  currencies: string[];
}

export const SITES: SiteSeed[] = [
  {
    site_id: 1,
    site_name: 'Golden Lotus',
    default_currency: 'RMB',
    default_language: 'zh_CN',
    template: 'site02',
    currencies: ['RMB', 'USD'],
  },
  {
    site_id: 2,
    site_name: 'Saigon Star',
    default_currency: 'VND',
    default_language: 'vi_VN',
    template: 'suncity',
    currencies: ['VND', 'USD'],
  },
];

export const CURRENCIES = [
  { code: 'RMB', symbol: '¥', name: t('Chinese Yuan', '人民币', 'Nhân dân tệ') },
  { code: 'VND', symbol: '₫', name: t('Vietnamese Dong', '越南盾', 'Việt Nam Đồng') },
  { code: 'USD', symbol: '$', name: t('US Dollar', '美元', 'Đô la Mỹ') },
];

/** Same password for every seeded account, documented in docs/sandbox.md. */
export const SEED_PASSWORD = 'Test1234';

export const MEMBERS = [
  { id: 1, site_id: 1, account: 'player_rmb', name: '王小明', currency: 'RMB', status: 1, member_type: 1, cash: 1288.5 },
  { id: 2, site_id: 1, account: 'player_usd', name: 'John Carter', currency: 'USD', status: 1, member_type: 1, cash: 250 },
  { id: 3, site_id: 2, account: 'player_vnd', name: 'Nguyen Van An', currency: 'VND', status: 1, member_type: 1, cash: 5_000_000 },
  { id: 4, site_id: 1, account: 'player_off', name: '李停用', currency: 'RMB', status: 2, member_type: 1, cash: 0 },
  { id: 5, site_id: 1, account: 'player_ice', name: '张冻结', currency: 'RMB', status: 3, member_type: 1, cash: 88 },
  { id: 6, site_id: 1, account: 'agent_rmb', name: '陈代理', currency: 'RMB', status: 1, member_type: 2, cash: 10000 },
];

export const AGENTS = [{ id: 1, site_id: 1, agent_code: 'AG1001', currency: 'RMB', domain: 'agent1.localhost', active: 1, member_id: 6 }];

export const GAME_TYPES = [
  { gt_id: 2, code: 'slot', app_prefix: 'e_', name: t('Slots', '电子', 'Nổ hũ') },
  { gt_id: 3, code: 'live', app_prefix: 'v_', name: t('Live Casino', '真人', 'Casino trực tiếp') },
  { gt_id: 4, code: 'sport', app_prefix: 's_', name: t('Sports', '体育', 'Thể thao') },
  { gt_id: 5, code: 'lottery', app_prefix: 'l_', name: t('Lottery', '彩票', 'Xổ số') },
  { gt_id: 6, code: 'chess', app_prefix: 'c_', name: t('Card Games', '棋牌', 'Game bài') },
  { gt_id: 7, code: 'virtual_sport', app_prefix: 't_', name: t('Virtual Sports', '虚拟体育', 'Thể thao ảo') },
  { gt_id: 8, code: 'cockfight', app_prefix: 'd_', name: t('Cockfight', '斗鸡', 'Đá gà') },
  { gt_id: 9, code: 'esport', app_prefix: 'g_', name: t('Esports', '电竞', 'Thể thao điện tử') },
];

export interface ProviderSeed {
  gp_id: string;
  gp_name: string;
  color: string;
  demo: boolean;
  /** game type → number of games of that type */
  games: Partial<Record<number, number>>;
  /** how its games open (005-games-play.sql); window when not given */
  open_mode?: GameOpenMode;
}

/**
 * The four providers the spec names for the visitor demo come first, all with a demo mode. Every
 * slot provider has 30 or more slots. The providers of §9's app-OS lists (GPPT, GPPT2, GPPL, GPNE,
 * GPNBB, GPOG) come last: a game's name depends on its provider's position, so earlier games keep
 * their names (an upgraded database adds the new games beside the old ones). Most games open
 * in a window; GPPT and GPPT2 in a modal, GPPL in the /play page, GPES by redirect, so every open
 * mode can be seen.
 */
export const PROVIDERS: ProviderSeed[] = [
  { gp_id: 'GPR8', gp_name: 'R8 Gaming', color: '#e4572e', demo: true, games: { 2: 30, 6: 6 } },
  { gp_id: 'GPJD', gp_name: 'JDB', color: '#17bebb', demo: true, games: { 2: 30, 6: 6 } },
  { gp_id: 'GPFC', gp_name: 'Fa Chai', color: '#ffc914', demo: true, games: { 2: 30 } },
  { gp_id: 'GPJL', gp_name: 'JILI', color: '#76b041', demo: true, games: { 2: 30, 6: 6 } },
  { gp_id: 'GPPG', gp_name: 'PG Soft', color: '#7b2cbf', demo: false, games: { 2: 30 } },
  { gp_id: 'GPBB', gp_name: 'BB Live', color: '#c9184a', demo: false, games: { 3: 12 } },
  { gp_id: 'GPSB', gp_name: 'Saba Sports', color: '#0077b6', demo: false, games: { 4: 1 } },
  { gp_id: 'GPLT', gp_name: 'TC Lottery', color: '#f77f00', demo: false, games: { 5: 6 } },
  { gp_id: 'GPVS', gp_name: 'Golden Race', color: '#588157', demo: false, games: { 7: 4 } },
  { gp_id: 'GPCF', gp_name: 'SV388', color: '#9d0208', demo: false, games: { 8: 1 } },
  { gp_id: 'GPES', gp_name: 'TF Gaming', color: '#3a0ca3', demo: false, games: { 9: 1 }, open_mode: 'redirect' },
  { gp_id: 'GPPT', gp_name: 'Playtech', color: '#1b998b', demo: false, games: { 2: 32 }, open_mode: 'modal' },
  { gp_id: 'GPPL', gp_name: 'Pragmatic Play', color: '#ff6f00', demo: false, games: { 2: 34 }, open_mode: 'page' },
  { gp_id: 'GPNE', gp_name: 'NetEnt', color: '#2d6a4f', demo: false, games: { 2: 30 } },
  { gp_id: 'GPPT2', gp_name: 'Playtech Live', color: '#006d77', demo: false, games: { 3: 10 }, open_mode: 'modal' },
  { gp_id: 'GPOG', gp_name: 'Oriental Gaming', color: '#b5179e', demo: false, games: { 3: 10 } },
  { gp_id: 'GPNBB', gp_name: 'NBB Cards', color: '#6a4c93', demo: false, games: { 6: 8 } },
];

/** Games whose names exist in fewer languages, so the client's en_US fallback can be seen (docs/sandbox.md). */
export const GAMES_WITH_NAME_GAPS: Record<string, readonly Lang[]> = {
  'NE-2-028': ['en_US'],
  'NE-2-029': ['en_US'],
  'NE-2-030': ['en_US'],
  'PL-2-033': ['en_US', 'zh_CN'],
  'PL-2-034': ['en_US', 'zh_CN'],
};

/** Games without a picture: icon_light is '' and the client shows its placeholder. */
export const GAMES_WITHOUT_PICTURE: readonly string[] = ['FC-2-030', 'PT-2-031', 'PT-2-032'];

/** The labels (tabs) of a provider's games, by tag, in their order (game_tags.sort descending). */
export const GAME_TAGS = [
  { id: 1, tag: 'hot', sort: 30 },
  { id: 2, tag: 'new', sort: 20 },
  { id: 3, tag: 'jackpot', sort: 10 },
] as const;

/** The tags of the i-th game (0-based) of a provider and type: some games carry two ("hot,new"). */
export function gameTags(i: number): string {
  const tags: string[] = [];
  if (i % 7 === 0) tags.push('hot');
  if (i % 11 === 5 || i % 14 === 7) tags.push('new');
  if (i % 9 === 4) tags.push('jackpot');
  return tags.join(',');
}

/** A localized text without one language's text, so the client's en_US fallback can be seen. */
function without(texts: Localized, lang: Lang): Partial<Localized> {
  return Object.fromEntries(Object.entries(texts).filter(([key]) => key !== lang));
}

/**
 * The titled lists of /v2/get_template_game_list, for every site: games of a type carrying a tag
 * (any tag when null), at most `size`, across providers. "Card games" has no Vietnamese title, so
 * the title's en_US fallback can be seen too.
 */
export const TEMPLATE_GAME_LISTS = [
  { gt_id: 2, tag: 'hot', size: 12, title: t('Hot slots', '热门电子', 'Nổ hũ nổi bật') },
  { gt_id: 2, tag: 'new', size: 12, title: t('New games', '新游戏', 'Trò chơi mới') },
  { gt_id: 3, tag: null, size: 8, title: t('Live tables', '真人桌台', 'Bàn trực tiếp') },
  { gt_id: 6, tag: null, size: 6, title: without(t('Card games', '棋牌游戏', 'Game bài'), 'vi_VN') },
] as const;

export const SLOT_ADJECTIVES = [
  t('Golden', '黄金', 'Vàng'),
  t('Lucky', '幸运', 'May Mắn'),
  t('Mystic', '神秘', 'Huyền Bí'),
  t('Wild', '狂野', 'Hoang Dã'),
  t('Royal', '皇家', 'Hoàng Gia'),
  t('Fortune', '财富', 'Tài Lộc'),
  t('Thunder', '雷霆', 'Sấm Sét'),
  t('Jade', '翡翠', 'Ngọc Bích'),
  t('Crystal', '水晶', 'Pha Lê'),
  t('Dancing', '舞动', 'Nhảy Múa'),
];

export const SLOT_NOUNS = [
  t('Dragon', '龙', 'Rồng'),
  t('Tiger', '虎', 'Hổ'),
  t('Panda', '熊猫', 'Gấu Trúc'),
  t('Phoenix', '凤凰', 'Phượng Hoàng'),
  t('Koi', '锦鲤', 'Cá Chép'),
  t('Empress', '女皇', 'Nữ Hoàng'),
  t('Treasure', '宝藏', 'Kho Báu'),
  t('Lantern', '灯笼', 'Đèn Lồng'),
  t('Fisherman', '渔夫', 'Ngư Dân'),
  t('Pharaoh', '法老', 'Pharaoh'),
  t('Buffalo', '水牛', 'Trâu Rừng'),
  t('Samurai', '武士', 'Samurai'),
];

/** How a slot's name puts its adjective and noun together in each language ("Golden Dragon", 黄金龙, Rồng Vàng…). */
export const SLOT_NAME_ORDER: Record<Lang, (adjective: string, noun: string) => string> = {
  zh_TW: (adjective, noun) => `${adjective}${noun}`,
  zh_CN: (adjective, noun) => `${adjective}${noun}`,
  en_US: (adjective, noun) => `${adjective} ${noun}`,
  vi_VN: (adjective, noun) => `${noun} ${adjective}`,
  ko_KR: (adjective, noun) => `${adjective} ${noun}`,
  ja_JP: (adjective, noun) => `${adjective}・${noun}`,
  th_TH: (adjective, noun) => `${noun}${adjective}`,
  hi_IN: (adjective, noun) => `${adjective} ${noun}`,
  my_MM: (adjective, noun) => `${noun}${adjective}`,
  ta_IN: (adjective, noun) => `${adjective} ${noun}`,
  bn_BD: (adjective, noun) => `${adjective} ${noun}`,
};

export const CARD_GAMES = [
  t("Texas Hold'em", '德州扑克', "Texas Hold'em"),
  t('Bull Bull', '抢庄牛牛', 'Ngầu Hầm'),
  t('Dragon Tiger', '龙虎斗', 'Rồng Hổ'),
  t('Blackjack', '二十一点', 'Xì Dách'),
  t('Rummy', '拉米', 'Rummy'),
  t('Mahjong', '麻将', 'Mạt Chược'),
  t('Fish Prawn Crab', '鱼虾蟹', 'Bầu Cua Tôm Cá'),
  t('Thirteen Cards', '十三水', 'Mậu Binh'),
];

export const LIVE_TABLES = [
  t('Baccarat', '百家乐', 'Baccarat'),
  t('Roulette', '轮盘', 'Roulette'),
  t('Sic Bo', '骰宝', 'Tài Xỉu'),
  t('Dragon Tiger', '龙虎', 'Rồng Hổ'),
];

export const SINGLE_GAMES: Record<number, Localized[]> = {
  4: [t('Sportsbook', '体育投注', 'Cá cược thể thao')],
  5: [
    t('Fast 3', '快三', 'Nhanh 3'),
    t('Lucky Ship', '幸运飞艇', 'Phi Thuyền May Mắn'),
    t('5D Lotto', '5D彩', 'Xổ số 5D'),
    t('Keno', '基诺', 'Keno'),
    t('Vietnam Lottery', '越南彩', 'Xổ số Việt Nam'),
    t('Mark Six', '六合彩', 'Mark Six'),
  ],
  7: [
    t('Virtual Football', '虚拟足球', 'Bóng đá ảo'),
    t('Horse Racing', '赛马', 'Đua ngựa'),
    t('Greyhounds', '赛狗', 'Đua chó'),
    t('Virtual Tennis', '虚拟网球', 'Quần vợt ảo'),
  ],
  8: [t('Cockfight Arena', '斗鸡竞技场', 'Đấu trường đá gà')],
  9: [t('Esports Arena', '电竞竞技场', 'Đấu trường eSports')],
};

export interface BannerTheme {
  title: Localized;
  link_type: 0 | 1 | 2;
  link_method: number;
  link: string;
  /** for game links: provider and game type; `otherCurrency` makes a link the site must block */
  game?: { gp_id: string; gt_id: number; otherCurrency?: boolean };
  sort: number;
  enabled?: boolean;
  colors: [string, string];
}

export const BANNER_THEMES: BannerTheme[] = [
  {
    title: t('Welcome Bonus 100%', '首存送100%', 'Thưởng Chào Mừng 100%'),
    link_type: 1,
    link_method: 0,
    link: '/discount/1',
    sort: 50,
    colors: ['#141e30', '#e2b13c'],
  },
  {
    title: t('R8 Slot Tournament', 'R8 电子锦标赛', 'Giải Đấu Nổ Hũ R8'),
    link_type: 2,
    link_method: 0,
    link: '',
    game: { gp_id: 'GPR8', gt_id: 2 },
    sort: 90,
    colors: ['#4a00e0', '#8e2de2'],
  },
  {
    title: t('Live Casino Cashback 1.2%', '真人返水1.2%', 'Hoàn Trả Casino 1.2%'),
    link_type: 1,
    link_method: 0,
    link: '/discount/3',
    sort: 30,
    colors: ['#870000', '#190a05'],
  },
  {
    title: t('Parlay Boost on Sports', '体育串关加赔', 'Tăng Tỷ Lệ Cược Xiên'),
    link_type: 0,
    link_method: 1,
    link: 'https://sports.example.com/parlay',
    sort: 80,
    colors: ['#0f2027', '#2c5364'],
  },
  {
    title: t('Fishing Frenzy (other currency)', '捕鱼狂欢（其他币种）', 'Săn Cá Điên Cuồng (tiền tệ khác)'),
    link_type: 2,
    link_method: 0,
    link: '',
    game: { gp_id: 'GPFC', gt_id: 2, otherCurrency: true },
    sort: 10,
    colors: ['#1488cc', '#2b32b2'],
  },
  {
    title: t('Esports World Finals', '电竞世界总决赛', 'Chung Kết Thế Giới eSports'),
    link_type: 0,
    link_method: 0,
    link: 'https://esports.example.com/finals',
    sort: 70,
    colors: ['#232526', '#414345'],
  },
  {
    title: t('Refer a Friend', '推荐好友', 'Giới Thiệu Bạn Bè'),
    link_type: 1,
    link_method: 1,
    link: '/sponsor',
    sort: 20,
    colors: ['#11998e', '#38ef7d'],
  },
  {
    title: t('VIP Club Privileges', 'VIP俱乐部特权', 'Đặc Quyền CLB VIP'),
    link_type: 1,
    link_method: 0,
    link: '/faq/3',
    sort: 60,
    colors: ['#3e5151', '#decba4'],
  },
  {
    title: t('JILI Mega Jackpot', 'JILI 超级奖池', 'Jackpot Khủng JILI'),
    link_type: 2,
    link_method: 1,
    link: '',
    game: { gp_id: 'GPJL', gt_id: 2 },
    sort: 40,
    colors: ['#b24592', '#f15f79'],
  },
  {
    title: t('Summer Festival (ended)', '夏日狂欢（已结束）', 'Lễ Hội Mùa Hè (đã kết thúc)'),
    link_type: 1,
    link_method: 0,
    link: '/discount/6',
    sort: 100,
    enabled: false,
    colors: ['#f7971e', '#ffd200'],
  },
];

export const ANNOUNCEMENTS = [
  {
    content: t(
      'Welcome! New members get a 100% first deposit bonus up to 888.',
      '欢迎光临！新会员首存即享100%红利，最高888。',
      'Chào mừng! Thành viên mới nhận thưởng 100% lần nạp đầu tới 888.',
    ),
    before: 1,
    after: 0,
    sort: 40,
  },
  {
    content: t(
      'Scheduled maintenance for Saba Sports on Tuesday 02:00-04:00.',
      '沙巴体育将于周二02:00-04:00进行例行维护。',
      'Saba Sports bảo trì định kỳ vào thứ Ba 02:00-04:00.',
    ),
    before: 1,
    after: 1,
    sort: 90,
  },
  {
    content: t(
      'Your daily rebate has been credited — check your wallet.',
      '今日返水已派发，请查看钱包。',
      'Hoàn trả hằng ngày đã được cộng — hãy kiểm tra ví.',
    ),
    before: 0,
    after: 1,
    sort: 70,
  },
  {
    content: t(
      'Beware of fake websites: always use the official domain.',
      '谨防假冒网站，请认准官方域名。',
      'Cẩn thận trang giả mạo: luôn dùng tên miền chính thức.',
    ),
    before: 1,
    after: 1,
    sort: 60,
  },
  {
    content: t(
      'Deposit via e-wallet now arrives within 1 minute.',
      '电子钱包存款现已1分钟内到账。',
      'Nạp tiền qua ví điện tử nay chỉ mất 1 phút.',
    ),
    before: 0,
    after: 1,
    sort: 20,
  },
  {
    content: t(
      'Register today and join the weekend slot tournament.',
      '立即注册，参加周末电子锦标赛。',
      'Đăng ký hôm nay để tham gia giải nổ hũ cuối tuần.',
    ),
    before: 1,
    after: 0,
    sort: 10,
  },
  {
    content: t('(disabled) Old notice that must not appear.', '（已停用）不应显示的旧公告。', '(đã tắt) Thông báo cũ không được hiển thị.'),
    before: 1,
    after: 1,
    sort: 100,
    enabled: 0,
  },
];

/** The picture of the security bulletin: a real one of the sandbox (`&` escaped for the attribute). */
const SECURITY_PICTURE = pictureUrl(640, 240, 'Keep your account safe', '#0f2027', '#2c5364', { motif: 'shield' }).replace(/&/g, '&amp;');

/**
 * The seeded bulletin that tries everything a sanitiser must stop: an event handler on its (real)
 * picture, a script and a javascript: link. Only the text, the picture and the link text survive.
 */
export const HOSTILE_BULLETIN_HTML = `<p>Security notice: never share your password.</p><img src="${SECURITY_PICTURE}" alt="" onerror=alert(1)><script>alert("xss")</script><a href="javascript:alert(2)">details</a>`;

export interface BulletinSeed {
  title: Localized;
  content: Localized;
  display_device: 0 | 1 | 2;
  display_location: number[];
  display_frequency: 0 | 1;
}

const BULLETIN_TOPICS = [
  [
    t('Deposit channels updated', '存款通道更新', 'Cập nhật kênh nạp tiền'),
    t(
      '<p>New <strong>bank transfer</strong> and <em>e-wallet</em> channels are available.</p>',
      '<p>新增<strong>银行转账</strong>与<em>电子钱包</em>通道。</p>',
      '<p>Đã có thêm kênh <strong>chuyển khoản</strong> và <em>ví điện tử</em>.</p>',
    ),
  ],
  [
    t('Weekend slot tournament', '周末电子锦标赛', 'Giải nổ hũ cuối tuần'),
    t(
      '<p>Prize pool <b>88,888</b>. <a href="/discount/2">See the rules</a>.</p><ul><li>Top 100 win</li><li>Every spin counts</li></ul>',
      '<p>奖池 <b>88,888</b>。<a href="/discount/2">查看规则</a>。</p><ul><li>前100名获奖</li><li>每一转都计分</li></ul>',
      '<p>Quỹ thưởng <b>88,888</b>. <a href="/discount/2">Xem thể lệ</a>.</p><ul><li>Top 100 nhận thưởng</li><li>Mỗi vòng quay đều được tính</li></ul>',
    ),
  ],
  [
    t('System maintenance', '系统维护公告', 'Thông báo bảo trì hệ thống'),
    t(
      '<p>The site will be under maintenance on <time>Tuesday 02:00-04:00</time>.</p>',
      '<p>本站将于<time>周二 02:00-04:00</time>进行维护。</p>',
      '<p>Trang sẽ bảo trì vào <time>thứ Ba 02:00-04:00</time>.</p>',
    ),
  ],
  [
    t('VIP upgrade rewards', 'VIP晋级礼金', 'Thưởng thăng cấp VIP'),
    t(
      '<p>Reach a new VIP level and receive an upgrade bonus.</p><table><tr><th>Level</th><th>Bonus</th></tr><tr><td>VIP1</td><td>18</td></tr><tr><td>VIP2</td><td>58</td></tr></table>',
      '<p>晋级即送礼金。</p><table><tr><th>等级</th><th>礼金</th></tr><tr><td>VIP1</td><td>18</td></tr><tr><td>VIP2</td><td>58</td></tr></table>',
      '<p>Lên cấp VIP mới để nhận thưởng.</p><table><tr><th>Cấp</th><th>Thưởng</th></tr><tr><td>VIP1</td><td>18</td></tr><tr><td>VIP2</td><td>58</td></tr></table>',
    ),
  ],
  [
    t('Responsible gaming', '理性游戏', 'Chơi có trách nhiệm'),
    t(
      '<p>Set deposit limits from your member centre at any time.</p>',
      '<p>您可随时在会员中心设置存款限额。</p>',
      '<p>Bạn có thể đặt giới hạn nạp tiền trong trung tâm thành viên.</p>',
    ),
  ],
] as const;

/** 20 bulletins: the first four pop up (locations 1-3), the fifth is the hostile one. */
export function bulletinSeeds(): BulletinSeed[] {
  const list: BulletinSeed[] = [];
  for (let i = 0; i < 20; i += 1) {
    const topic = BULLETIN_TOPICS[i % BULLETIN_TOPICS.length];
    if (!topic) continue;
    const number = i + 1;
    const [title, content] = topic;
    const hostile = i === 3;
    list.push({
      title: hostile
        ? t('Account security notice', '账户安全提醒', 'Nhắc nhở bảo mật tài khoản')
        : mapLocalized(title, (text) => `${text} #${number}`),
      content: hostile ? sameEverywhere(HOSTILE_BULLETIN_HTML) : content,
      display_device: ([0, 0, 1, 2] as const)[i % 4] ?? 0,
      display_location: i === 0 ? [1, 2] : i === 1 ? [2] : i === 2 ? [3] : i === 3 ? [1, 2, 3] : [],
      display_frequency: i === 1 || i === 3 ? 1 : 0,
    });
  }
  // The hostile bulletin pops up on every device.
  const hostile = list[3];
  if (hostile) hostile.display_device = 0;
  return list;
}

export const PROMOTIONS = [
  {
    category: 'welcome',
    title: t('100% First Deposit Bonus', '首存100%红利', 'Thưởng 100% Lần Nạp Đầu'),
    summary: t('Double your first deposit up to 888.', '首存翻倍，最高888。', 'Nhân đôi lần nạp đầu, tối đa 888.'),
    colors: ['#141e30', '#e2b13c'],
  },
  {
    category: 'slot',
    title: t('Weekend Slot Tournament', '周末电子锦标赛', 'Giải Nổ Hũ Cuối Tuần'),
    summary: t('A prize pool of 88,888 every weekend.', '每周末奖池88,888。', 'Quỹ thưởng 88,888 mỗi cuối tuần.'),
    colors: ['#4a00e0', '#8e2de2'],
  },
  {
    category: 'live',
    title: t('Live Casino Cashback 1.2%', '真人无限返水1.2%', 'Hoàn Trả Casino Trực Tiếp 1.2%'),
    summary: t('Unlimited daily cashback on live tables.', '真人视讯每日无上限返水。', 'Hoàn trả hằng ngày không giới hạn.'),
    colors: ['#870000', '#190a05'],
  },
  {
    category: 'sport',
    title: t('Parlay Boost up to 50%', '串关加赔最高50%', 'Tăng Cược Xiên Tới 50%'),
    summary: t('Extra winnings on parlays of 4 legs or more.', '4串以上额外加赔。', 'Thêm tiền thắng cho cược xiên từ 4 trận.'),
    colors: ['#0f2027', '#2c5364'],
  },
  {
    category: 'rebate',
    title: t('Daily Rebate for Everyone', '天天返水', 'Hoàn Trả Mỗi Ngày'),
    summary: t('Up to 1.5% back on every bet, paid daily.', '每笔投注最高返1.5%，每日派发。', 'Hoàn tới 1.5% mỗi cược, trả hằng ngày.'),
    colors: ['#11998e', '#38ef7d'],
  },
  {
    category: 'vip',
    title: t('VIP Birthday Gift', 'VIP生日礼金', 'Quà Sinh Nhật VIP'),
    summary: t('A gift from us on your birthday.', '生日当天专属礼金。', 'Món quà dành cho bạn vào ngày sinh nhật.'),
    colors: ['#3e5151', '#decba4'],
  },
] as const;

/** The terms every promotion page ends with. */
const PROMOTION_TERMS = {
  heading: t('Terms', '活动规则', 'Điều khoản'),
  items: [
    t('One claim per member.', '每位会员限领一次。', 'Mỗi thành viên nhận một lần.'),
    t('Turnover 10x before withdrawal.', '提款前需完成10倍流水。', 'Cần cược 10 lần trước khi rút.'),
    t(
      'The site may change or end the offer at any time.',
      '本站保留修改或终止活动的权利。',
      'Nhà cái có thể thay đổi hoặc kết thúc ưu đãi bất cứ lúc nào.',
    ),
  ],
};

export function promotionHtml(title: Localized, summary: Localized): Localized {
  return mapLocalized(title, (text, lang) => {
    const items = PROMOTION_TERMS.items.map((item) => `<li>${item[lang]}</li>`).join('');
    return `<h3>${text}</h3><p>${summary[lang]}</p><h4>${PROMOTION_TERMS.heading[lang]}</h4><ol>${items}</ol>`;
  });
}

export const FAQS = [
  {
    category: 'account',
    q: t('How do I register?', '如何注册账号？', 'Làm thế nào để đăng ký?'),
    a: t(
      '<p>Click <b>Register</b>, fill in an account of 6-12 letters or digits and a password, then confirm.</p>',
      '<p>点击<b>注册</b>，填写6-12位字母或数字的账号及密码后提交。</p>',
      '<p>Nhấn <b>Đăng ký</b>, nhập tài khoản 6-12 ký tự chữ hoặc số và mật khẩu, rồi xác nhận.</p>',
    ),
  },
  {
    category: 'account',
    q: t('I forgot my password', '忘记密码怎么办？', 'Tôi quên mật khẩu'),
    a: t(
      '<p>Use <i>Forgot password</i> on the login window, or contact customer service.</p>',
      '<p>在登录窗口使用<i>忘记密码</i>，或联系在线客服。</p>',
      '<p>Dùng <i>Quên mật khẩu</i> ở cửa sổ đăng nhập hoặc liên hệ CSKH.</p>',
    ),
  },
  {
    category: 'account',
    q: t('What are VIP levels?', '什么是VIP等级？', 'Cấp VIP là gì?'),
    a: t(
      '<p>Your level rises with your turnover and unlocks higher rebates.</p>',
      '<p>等级随流水提升，并解锁更高返水。</p>',
      '<p>Cấp tăng theo doanh số cược và mở khóa hoàn trả cao hơn.</p>',
    ),
  },
  {
    category: 'deposit',
    q: t('How do I deposit?', '如何存款？', 'Làm thế nào để nạp tiền?'),
    a: t(
      '<p>Open <b>Deposit</b>, choose a channel and follow the steps.</p>',
      '<p>打开<b>存款</b>页面，选择通道并按提示操作。</p>',
      '<p>Mở <b>Nạp tiền</b>, chọn kênh và làm theo hướng dẫn.</p>',
    ),
  },
  {
    category: 'deposit',
    q: t('My deposit has not arrived', '存款未到账怎么办？', 'Tiền nạp chưa về'),
    a: t(
      '<p>Most deposits arrive within 5 minutes. Otherwise send the receipt to customer service.</p>',
      '<p>大多数存款5分钟内到账，否则请将凭证发送给客服。</p>',
      '<p>Phần lớn giao dịch về trong 5 phút. Nếu không, hãy gửi biên lai cho CSKH.</p>',
    ),
  },
  {
    category: 'withdrawal',
    q: t('How long does a withdrawal take?', '提款需要多久？', 'Rút tiền mất bao lâu?'),
    a: t(
      '<p>Usually 3 to 15 minutes once the turnover requirement is met.</p>',
      '<p>满足流水要求后通常3-15分钟到账。</p>',
      '<p>Thường 3-15 phút khi đã đủ doanh số cược.</p>',
    ),
  },
  {
    category: 'withdrawal',
    q: t('Why was my withdrawal refused?', '为什么提款被拒？', 'Vì sao lệnh rút bị từ chối?'),
    a: t(
      '<p>The bank account name must match your registered name.</p>',
      '<p>银行账户姓名须与注册姓名一致。</p>',
      '<p>Tên tài khoản ngân hàng phải trùng với tên đăng ký.</p>',
    ),
  },
  {
    category: 'games',
    q: t('Can I try games for free?', '可以免费试玩吗？', 'Tôi có thể chơi thử miễn phí không?'),
    a: t(
      '<p>Yes, slot games of R8, JDB, Fa Chai and JILI have a demo mode.</p>',
      '<p>可以，R8、JDB、发财、JILI 的电子游戏支持试玩。</p>',
      '<p>Có, nổ hũ của R8, JDB, Fa Chai và JILI có chế độ chơi thử.</p>',
    ),
  },
  {
    category: 'games',
    q: t('What is a wallet transfer?', '什么是钱包转账？', 'Chuyển ví là gì?'),
    a: t(
      '<p>Your balance moves to the provider when a game starts and back when you leave.</p>',
      '<p>进入游戏时余额转入游戏平台，离开时转回。</p>',
      '<p>Số dư chuyển sang nhà cung cấp khi vào game và quay lại khi rời.</p>',
    ),
  },
  {
    category: 'security',
    q: t('How do you protect my account?', '如何保障账户安全？', 'Tài khoản của tôi được bảo vệ thế nào?'),
    a: t(
      '<p>Logins from a new device may ask for a verification step.</p>',
      '<p>新设备登录可能需要额外验证。</p>',
      '<p>Đăng nhập từ thiết bị mới có thể cần bước xác minh.</p>',
    ),
  },
] as const;

export { t as localized };
