/** Messages of the money calls of issue 12 (deposit, withdrawal, bank accounts, records), kept apart from the generic ones. */
export const MONEY_MESSAGES = {
  depositMethodUnavailable: {
    en_US: 'This deposit method is not available for your currency',
    zh_CN: '该存款方式不适用于您的币种',
    vi_VN: 'Phương thức nạp tiền này không dùng được cho loại tiền của bạn',
  },
  amountOutOfRange: {
    en_US: 'The amount must be between {min} and {max}',
    zh_CN: '金额须介于 {min} 至 {max} 之间',
    vi_VN: 'Số tiền phải từ {min} đến {max}',
  },
  bankAccountRequired: {
    en_US: 'Please bind a bank account before depositing',
    zh_CN: '请先绑定银行卡再存款',
    vi_VN: 'Vui lòng liên kết tài khoản ngân hàng trước khi nạp tiền',
  },
  tooManyPendingDeposits: {
    en_US: 'You have {count} deposits waiting; finish or cancel one first',
    zh_CN: '您有 {count} 笔存款待处理，请先完成或取消',
    vi_VN: 'Bạn có {count} lệnh nạp đang chờ; hãy hoàn tất hoặc hủy một lệnh trước',
  },
  orderNotPending: {
    en_US: 'This order is no longer waiting',
    zh_CN: '该订单已不在待处理状态',
    vi_VN: 'Lệnh này không còn ở trạng thái chờ',
  },
  orderNotFound: { en_US: 'Order not found', zh_CN: '订单不存在', vi_VN: 'Không tìm thấy lệnh' },
  moneyMemberNotFound: {
    en_US: 'No member with this account',
    zh_CN: '该会员账号不存在',
    vi_VN: 'Không có hội viên với tài khoản này',
  },
  bankAccountNotFound: {
    en_US: 'This bank account is not bound to your account',
    zh_CN: '该银行卡未绑定在您的账户下',
    vi_VN: 'Tài khoản ngân hàng này chưa được liên kết với bạn',
  },
  insufficientBalance: {
    en_US: 'Your balance is not enough for this withdrawal',
    zh_CN: '余额不足，无法提款',
    vi_VN: 'Số dư không đủ để rút số tiền này',
  },
  noWithdrawPassword: {
    en_US: 'Please set a withdrawal password first',
    zh_CN: '请先设置取款密码',
    vi_VN: 'Vui lòng đặt mật khẩu rút tiền trước',
  },
  dailyWithdrawLimit: {
    en_US: 'You have used all {times} withdrawals of today',
    zh_CN: '今日 {times} 次提款次数已用完',
    vi_VN: 'Bạn đã dùng hết {times} lần rút tiền hôm nay',
  },
  bankNotFound: {
    en_US: 'This bank is not available for your currency',
    zh_CN: '该银行不支持您的币种',
    vi_VN: 'Ngân hàng này không hỗ trợ loại tiền của bạn',
  },
  accountNumberTaken: {
    en_US: 'This account number is already bound',
    zh_CN: '该卡号已被绑定',
    vi_VN: 'Số tài khoản này đã được liên kết',
  },
  tooManyBankAccounts: {
    en_US: 'You can bind at most {max} bank accounts',
    zh_CN: '最多可绑定 {max} 张银行卡',
    vi_VN: 'Bạn chỉ có thể liên kết tối đa {max} tài khoản ngân hàng',
  },
  accountNameMismatch: {
    en_US: 'The account holder must be your registered name',
    zh_CN: '开户名必须与您的注册姓名一致',
    vi_VN: 'Tên chủ tài khoản phải trùng với họ tên đã đăng ký',
  },
  badDateRange: {
    en_US: 'Choose an end date on or after the start date, at most {days} days apart',
    zh_CN: '结束日期须不早于开始日期，且相隔不超过 {days} 天',
    vi_VN: 'Ngày kết thúc phải từ ngày bắt đầu trở đi, cách nhau tối đa {days} ngày',
  },
} as const;
