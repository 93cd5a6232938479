/** Messages of the account and recommend calls of issue 12 (V1), kept apart from the generic ones. */
export const PROFILE_MESSAGES = {
  profileRules: {
    en_US: 'Some fields are not valid',
    zh_CN: '部分资料填写有误',
    vi_VN: 'Một số trường không hợp lệ',
  },
  profileNotEditable: {
    en_US: 'This field cannot be changed in the member centre: {field}',
    zh_CN: '会员中心不可修改此项：{field}',
    vi_VN: 'Không thể thay đổi trường này trong trung tâm thành viên: {field}',
  },
  profileNothing: { en_US: 'Nothing to change', zh_CN: '没有需要修改的资料', vi_VN: 'Không có gì để thay đổi' },
  withdrawPasswordLoginWrong: {
    en_US: 'The login password is wrong',
    zh_CN: '登录密码错误',
    vi_VN: 'Mật khẩu đăng nhập không đúng',
  },
  withdrawPasswordOldWrong: {
    en_US: 'The current withdraw password is wrong',
    zh_CN: '原取款密码错误',
    vi_VN: 'Mật khẩu rút tiền hiện tại không đúng',
  },
  withdrawPasswordDigits: {
    en_US: 'The withdraw password must be 4 digits',
    zh_CN: '取款密码须为4位数字',
    vi_VN: 'Mật khẩu rút tiền phải gồm 4 chữ số',
  },
  withdrawPasswordMismatch: {
    en_US: 'The two withdraw passwords differ',
    zh_CN: '两次输入的取款密码不一致',
    vi_VN: 'Hai mật khẩu rút tiền không khớp',
  },
  withdrawPasswordSame: {
    en_US: 'The new withdraw password is the same as the current one',
    zh_CN: '新取款密码不能与原密码相同',
    vi_VN: 'Mật khẩu rút tiền mới trùng với mật khẩu hiện tại',
  },
  agentAlready: { en_US: 'You are already an agent', zh_CN: '您已经是代理', vi_VN: 'Bạn đã là đại lý' },
  agentUnknown: { en_US: 'The agent does not exist', zh_CN: '代理不存在', vi_VN: 'Đại lý không tồn tại' },
  agentProgrammeClosed: {
    en_US: 'Agent applications are closed for your currency',
    zh_CN: '您的币种暂不开放代理申请',
    vi_VN: 'Chưa mở đăng ký đại lý cho loại tiền của bạn',
  },
  agentPending: {
    en_US: 'Your agent application is under review',
    zh_CN: '您的代理申请正在审核中',
    vi_VN: 'Đơn đăng ký đại lý của bạn đang được xét duyệt',
  },
  recommendClosed: {
    en_US: 'The recommend programme is not open for your currency',
    zh_CN: '您的币种暂未开放推荐好友活动',
    vi_VN: 'Chương trình giới thiệu chưa mở cho loại tiền của bạn',
  },
  recommendDateRange: {
    en_US: 'end_date must not be before start_date, and the range may cover at most 90 days',
    zh_CN: '结束日期不能早于开始日期，且范围最多 90 天',
    vi_VN: 'end_date không được trước start_date và khoảng thời gian tối đa 90 ngày',
  },
} as const;
