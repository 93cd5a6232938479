/** Messages of the daily sign-in calls (issue 26, docs/member.md "Daily sign-in"). */
export const SIGNIN_MESSAGES = {
  signinNotFound: {
    en_US: 'There is no check-in campaign for your account',
    zh_CN: '您的账户暂无签到活动',
    vi_VN: 'Tài khoản của bạn hiện không có chương trình điểm danh',
  },
  signinAlreadySigned: {
    en_US: 'You have already checked in today. Come back tomorrow!',
    zh_CN: '今日已签到，请明天再来',
    vi_VN: 'Hôm nay bạn đã điểm danh rồi, hãy quay lại vào ngày mai!',
  },
  signinNotOpen: {
    en_US: 'The check-in campaign has not started yet',
    zh_CN: '签到活动尚未开始',
    vi_VN: 'Chương trình điểm danh chưa bắt đầu',
  },
  signinEnded: {
    en_US: 'The check-in campaign has ended',
    zh_CN: '签到活动已结束',
    vi_VN: 'Chương trình điểm danh đã kết thúc',
  },
} as const;
