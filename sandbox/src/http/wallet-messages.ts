/** Messages of the wallet, letter and red-envelope calls of issue 12, kept apart from the generic ones. */
export const WALLET_MESSAGES = {
  transferBackPlaying: {
    en_US: 'A game is still being played: leave it before transferring back',
    zh_CN: '游戏仍在进行中，请先退出游戏再回收余额',
    vi_VN: 'Một trò chơi vẫn đang diễn ra: hãy thoát trò chơi trước khi thu hồi số dư',
  },
  transferBackDisabled: {
    en_US: 'Transfers are disabled for your account, please contact customer service',
    zh_CN: '您的账户已暂停转账，请联系客服',
    vi_VN: 'Tài khoản của bạn đã bị tạm ngừng chuyển tiền, vui lòng liên hệ CSKH',
  },
  transferBackTooSoon: {
    en_US: 'Please wait {seconds} s before transferring back again',
    zh_CN: '请等待 {seconds} 秒后再回收余额',
    vi_VN: 'Vui lòng đợi {seconds} giây trước khi thu hồi số dư lần nữa',
  },
  transferBackNothing: {
    en_US: 'There is no balance in the games to transfer back',
    zh_CN: '游戏中没有可回收的余额',
    vi_VN: 'Không có số dư nào trong trò chơi để thu hồi',
  },
  transferBackMaintenance: {
    en_US: '{providers} is under maintenance: its balance cannot be transferred back now',
    zh_CN: '{providers} 正在维护，暂时无法回收其余额',
    vi_VN: '{providers} đang bảo trì: hiện chưa thể thu hồi số dư',
  },
  dateRangeInvalid: {
    en_US: 'end_date must not be before start_date, and the range may cover at most 90 days',
    zh_CN: '结束日期不能早于开始日期，且范围最多 90 天',
    vi_VN: 'end_date không được trước start_date và khoảng thời gian tối đa 90 ngày',
  },
  letterNotFound: {
    en_US: 'This letter does not exist or was deleted',
    zh_CN: '该站内信不存在或已删除',
    vi_VN: 'Thư này không tồn tại hoặc đã bị xóa',
  },
  redEnvelopeNotFound: {
    en_US: 'This red envelope does not exist',
    zh_CN: '该红包不存在',
    vi_VN: 'Lì xì này không tồn tại',
  },
  redEnvelopeGone: {
    en_US: 'This red envelope has ended or was already opened',
    zh_CN: '红包活动已结束或您已领取',
    vi_VN: 'Lì xì này đã kết thúc hoặc bạn đã nhận rồi',
  },
} as const;
