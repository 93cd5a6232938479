/** Messages of the game calls of issue 11 (play1, favourites, the sport page), kept apart from the generic ones. */
export const GAME_MESSAGES = {
  gameMaintenance: {
    en_US: 'This game is under maintenance',
    zh_CN: '该游戏正在维护中',
    vi_VN: 'Trò chơi này đang được bảo trì',
  },
  transferDisabled: {
    en_US: 'Transfers into games are disabled for your account, please contact customer service',
    zh_CN: '您的账户已暂停转入游戏，请联系客服',
    vi_VN: 'Tài khoản của bạn đã bị tạm ngừng chuyển tiền vào trò chơi, vui lòng liên hệ CSKH',
  },
  lobbyUrlInvalid: {
    en_US: 'lobby_url must be a page of this site: a path such as /close, or an address on one of the site origins',
    zh_CN: 'lobby_url 必须是本站页面：如 /close 的路径，或本站域名下的地址',
    vi_VN: 'lobby_url phải là một trang của trang web này: đường dẫn như /close, hoặc địa chỉ thuộc tên miền của trang',
  },
  favoriteGamesUnknown: {
    en_US: 'No such game: {ids}',
    zh_CN: '游戏不存在：{ids}',
    vi_VN: 'Không có trò chơi: {ids}',
  },
  sportDomainInvalid: {
    en_US: 'domain must be the address of this site (got "{domain}")',
    zh_CN: 'domain 必须是本站地址（收到 "{domain}"）',
    vi_VN: 'domain phải là địa chỉ của trang web này (nhận được "{domain}")',
  },
} as const;
