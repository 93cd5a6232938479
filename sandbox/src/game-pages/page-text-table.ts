import type { OriginalTexts } from '../http/lang';

/** Every text of the sandbox's game, sport and payment pages: en_US, zh_CN and vi_VN here, the other eight in src/locales. */
export const PAGE_TEXTS = {
  pageTitle: { en_US: '{game} · {provider}', zh_CN: '{game} · {provider}', vi_VN: '{game} · {provider}' },
  provider: { en_US: 'Provider: {provider}', zh_CN: '游戏厂商：{provider}', vi_VN: 'Nhà cung cấp: {provider}' },
  balance: { en_US: 'Balance', zh_CN: '余额', vi_VN: 'Số dư' },
  bet: { en_US: 'Bet', zh_CN: '投注额', vi_VN: 'Mức cược' },
  spin: { en_US: 'Spin', zh_CN: '旋转', vi_VN: 'Quay' },
  spinning: { en_US: 'Spinning…', zh_CN: '旋转中…', vi_VN: 'Đang quay…' },
  ready: { en_US: 'Choose a bet and spin.', zh_CN: '选择投注额后点击旋转。', vi_VN: 'Chọn mức cược rồi bấm Quay.' },
  backToLobby: { en_US: 'Back to lobby', zh_CN: '返回大厅', vi_VN: 'Quay lại sảnh' },
  demoPageTitle: { en_US: '{game} · {provider} · Demo', zh_CN: '{game} · {provider} · 试玩', vi_VN: '{game} · {provider} · Chơi thử' },
  demoBadge: { en_US: 'Demo', zh_CN: '试玩', vi_VN: 'Chơi thử' },
  demoNote: {
    en_US: 'You are playing with demo credit: nothing is won or lost for real.',
    zh_CN: '您正在使用试玩币游戏，输赢均不计入真实余额。',
    vi_VN: 'Bạn đang chơi bằng tiền chơi thử: thắng thua đều không tính thật.',
  },
  demoCredit: { en_US: 'Demo credit', zh_CN: '试玩币', vi_VN: 'Tiền chơi thử' },
  demoWin: { en_US: 'You win {amount} demo credit!', zh_CN: '恭喜赢得 {amount} 试玩币！', vi_VN: 'Bạn thắng {amount} tiền chơi thử!' },
  demoCreditLow: {
    en_US: 'Your demo credit is too low for this bet. Choose a smaller bet or open the demo again.',
    zh_CN: '试玩币不足，请选择较小的投注额或重新打开试玩。',
    vi_VN: 'Tiền chơi thử không đủ cho mức cược này. Hãy chọn mức cược nhỏ hơn hoặc mở lại bản chơi thử.',
  },
  backToSite: { en_US: 'Back to the site', zh_CN: '返回网站', vi_VN: 'Quay lại trang web' },
  reels: { en_US: 'Reels: {symbols}', zh_CN: '转轴：{symbols}', vi_VN: 'Cuộn: {symbols}' },
  paytable: {
    en_US: 'Three sevens pay 10×, three bells 5×, two cherries 2×.',
    zh_CN: '三个7赢10倍，三个铃铛赢5倍，两个樱桃赢2倍。',
    vi_VN: 'Ba số 7 trả 10×, ba chuông 5×, hai anh đào 2×.',
  },
  win: { en_US: 'You win {amount}!', zh_CN: '恭喜赢得 {amount}！', vi_VN: 'Bạn thắng {amount}!' },
  lose: { en_US: 'No win this time.', zh_CN: '本局未中奖。', vi_VN: 'Lần này chưa trúng.' },
  symbolSeven: { en_US: 'seven', zh_CN: '7', vi_VN: 'số 7' },
  symbolBell: { en_US: 'bell', zh_CN: '铃铛', vi_VN: 'chuông' },
  symbolCherry: { en_US: 'cherry', zh_CN: '樱桃', vi_VN: 'anh đào' },
  symbolLemon: { en_US: 'lemon', zh_CN: '柠檬', vi_VN: 'chanh' },
  symbolStar: { en_US: 'star', zh_CN: '星星', vi_VN: 'ngôi sao' },
  symbolDiamond: { en_US: 'diamond', zh_CN: '钻石', vi_VN: 'kim cương' },
  networkError: {
    en_US: 'The game server did not answer. Please try again.',
    zh_CN: '游戏服务器无响应，请重试。',
    vi_VN: 'Máy chủ trò chơi không phản hồi. Vui lòng thử lại.',
  },
  payTitle: { en_US: 'Sandbox Pay', zh_CN: '沙盒支付', vi_VN: 'Sandbox Pay' },
  payIntro: {
    en_US: 'Confirm the payment of your deposit.',
    zh_CN: '请确认支付您的存款。',
    vi_VN: 'Xác nhận thanh toán khoản nạp tiền của bạn.',
  },
  payOrder: { en_US: 'Order', zh_CN: '订单号', vi_VN: 'Mã đơn' },
  payMethod: { en_US: 'Method', zh_CN: '支付方式', vi_VN: 'Phương thức' },
  payAmount: { en_US: 'Amount', zh_CN: '金额', vi_VN: 'Số tiền' },
  payButton: { en_US: 'Pay {amount}', zh_CN: '支付 {amount}', vi_VN: 'Thanh toán {amount}' },
  paidTitle: { en_US: 'Payment complete', zh_CN: '支付完成', vi_VN: 'Đã thanh toán' },
  paid: {
    en_US: '{amount} has been paid. Your balance on the site is credited; you can close this window.',
    zh_CN: '已支付 {amount}。网站余额已到账，您可以关闭此窗口。',
    vi_VN: 'Đã thanh toán {amount}. Số dư trên trang đã được cộng; bạn có thể đóng cửa sổ này.',
  },
  payClosedTitle: { en_US: 'This payment is closed', zh_CN: '该支付已结束', vi_VN: 'Khoản thanh toán này đã đóng' },
  payClosed: {
    en_US: 'The order is no longer waiting for a payment. Go back to the site to make a new deposit.',
    zh_CN: '该订单已不再等待支付，请返回网站重新存款。',
    vi_VN: 'Đơn này không còn chờ thanh toán. Hãy quay lại trang web để nạp tiền lại.',
  },
  payLinkInvalidTitle: {
    en_US: 'This payment link is not valid',
    zh_CN: '该支付链接无效',
    vi_VN: 'Liên kết thanh toán này không hợp lệ',
  },
  payLinkInvalid: {
    en_US: 'Go back to the site and open the payment from your deposit.',
    zh_CN: '请返回网站，从您的存款订单打开支付。',
    vi_VN: 'Hãy quay lại trang web và mở thanh toán từ khoản nạp tiền của bạn.',
  },
  linkInvalidTitle: {
    en_US: 'This game link is no longer valid',
    zh_CN: '该游戏链接已失效',
    vi_VN: 'Liên kết trò chơi này không còn hiệu lực',
  },
  linkInvalid: {
    en_US: 'Go back to the site and launch the game again.',
    zh_CN: '请返回网站重新启动游戏。',
    vi_VN: 'Hãy quay lại trang web và mở lại trò chơi.',
  },
  sessionEnded: {
    en_US: 'This game session has ended. Launch the game again from the site.',
    zh_CN: '本次游戏已结束，请从网站重新启动游戏。',
    vi_VN: 'Phiên chơi này đã kết thúc. Hãy mở lại trò chơi từ trang web.',
  },
  insufficientBalance: {
    en_US: 'Your balance is too low for this bet.',
    zh_CN: '余额不足，无法下注。',
    vi_VN: 'Số dư của bạn không đủ cho mức cược này.',
  },
  invalidBet: {
    en_US: 'Choose one of the bets offered: {bets}.',
    zh_CN: '请选择提供的投注额之一：{bets}。',
    vi_VN: 'Hãy chọn một trong các mức cược: {bets}.',
  },
  maintenance: {
    en_US: 'The game is under maintenance. Please try again later.',
    zh_CN: '游戏正在维护中，请稍后再试。',
    vi_VN: 'Trò chơi đang bảo trì. Vui lòng thử lại sau.',
  },
  sportTitle: { en_US: 'Sportsbook', zh_CN: '体育投注', vi_VN: 'Cá cược thể thao' },
  matches: { en_US: "Today's matches", zh_CN: '今日赛事', vi_VN: 'Trận đấu hôm nay' },
  showMore: { en_US: 'Show more matches', zh_CN: '显示更多赛事', vi_VN: 'Xem thêm trận đấu' },
  showLess: { en_US: 'Show fewer matches', zh_CN: '收起赛事', vi_VN: 'Thu gọn trận đấu' },
  home: { en_US: 'Home', zh_CN: '主胜', vi_VN: 'Chủ nhà' },
  draw: { en_US: 'Draw', zh_CN: '平局', vi_VN: 'Hòa' },
  away: { en_US: 'Away', zh_CN: '客胜', vi_VN: 'Đội khách' },
  // The name holds the button's visible text ("Home 1.45") as it reads, after the match (WCAG 2.5.3).
  oddsLabel: { en_US: '{match}: {outcome} {odds}', zh_CN: '{match}：{outcome} {odds}', vi_VN: '{match}: {outcome} {odds}' },
  betSlip: {
    en_US: 'Selections in your bet slip: {count}',
    zh_CN: '投注单选项：{count}',
    vi_VN: 'Lựa chọn trong phiếu cược: {count}',
  },
  casinoGames: { en_US: 'Casino games', zh_CN: '娱乐场游戏', vi_VN: 'Trò chơi casino' },
  playGame: { en_US: 'Play {game} ({provider})', zh_CN: '开始游戏：{game}（{provider}）', vi_VN: 'Chơi {game} ({provider})' },
  parentInvalidTitle: {
    en_US: 'This page opens inside the site',
    zh_CN: '此页面只能在网站内打开',
    vi_VN: 'Trang này chỉ mở bên trong trang web',
  },
  parentInvalid: {
    en_US: 'Open the sports page from the site.',
    zh_CN: '请从网站打开体育页面。',
    vi_VN: 'Hãy mở trang thể thao từ trang web.',
  },
  leaguePremier: { en_US: 'Premier Cup', zh_CN: '超级杯', vi_VN: 'Cúp Ngoại Hạng' },
  leagueContinental: { en_US: 'Continental League', zh_CN: '洲际联赛', vi_VN: 'Giải Châu Lục' },
} satisfies Record<string, OriginalTexts>;

export type PageTextKey = keyof typeof PAGE_TEXTS;

/** Every page text key, for the catalogue test. */
export const PAGE_TEXT_KEYS = Object.keys(PAGE_TEXTS) as PageTextKey[];
