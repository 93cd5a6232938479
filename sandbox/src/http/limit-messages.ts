/** Messages of the guessing and SMS limits (issue 23, auth/limits.ts); `{minutes}` is the time left, rounded up. */
export const LIMIT_MESSAGES = {
  loginLocked: {
    en_US: 'Too many wrong passwords: this account is locked. Try again in {minutes} min.',
    zh_CN: '密码错误次数过多，账号已暂时锁定，请 {minutes} 分钟后再试',
    vi_VN: 'Nhập sai mật khẩu quá nhiều lần: tài khoản tạm bị khóa. Hãy thử lại sau {minutes} phút.',
  },
  withdrawPasswordLocked: {
    en_US: 'Too many wrong withdrawal passwords: it is locked. Try again in {minutes} min.',
    zh_CN: '取款密码错误次数过多，已暂时锁定，请 {minutes} 分钟后再试',
    vi_VN: 'Nhập sai mật khẩu rút tiền quá nhiều lần: đã tạm khóa. Hãy thử lại sau {minutes} phút.',
  },
  smsSendLimit: {
    en_US: 'Too many codes requested. Try again in {minutes} min.',
    zh_CN: '获取验证码过于频繁，请 {minutes} 分钟后再试',
    vi_VN: 'Yêu cầu mã quá nhiều lần. Hãy thử lại sau {minutes} phút.',
  },
  smsCodeDead: {
    en_US: 'Too many wrong codes: this code no longer works. Ask for a new one.',
    zh_CN: '验证码错误次数过多，该验证码已失效，请重新获取',
    vi_VN: 'Nhập sai mã quá nhiều lần: mã này không còn dùng được. Hãy yêu cầu mã mới.',
  },
  amountDecimals: {
    en_US: '{field} has more decimals than {currency} allows ({digits})',
    zh_CN: '{field} 的小数位数超过 {currency} 允许的位数（{digits} 位）',
    vi_VN: '{field} có nhiều chữ số thập phân hơn mức {currency} cho phép ({digits})',
  },
};
