/** Messages of the agent's transfer to a downline member (issue 13, routes/agent-transfer.ts). */
export const AGENT_TRANSFER_MESSAGES = {
  agentNotActive: {
    en_US: 'Only an active agent can transfer to its downline',
    zh_CN: '只有已启用的代理才能向下线转账',
    vi_VN: 'Chỉ đại lý đang hoạt động mới có thể chuyển tiền cho tuyến dưới',
  },
  notInDownline: {
    en_US: 'No member with this account in your downline',
    zh_CN: '您的下线中没有该会员账号',
    vi_VN: 'Không có hội viên với tài khoản này trong tuyến dưới của bạn',
  },
  downlineMemberUnavailable: {
    en_US: 'This member is disabled or frozen and cannot receive transfers',
    zh_CN: '该会员已停用或冻结，无法接收转账',
    vi_VN: 'Hội viên này đã bị vô hiệu hóa hoặc đóng băng, không thể nhận chuyển tiền',
  },
  transferAmountOutOfRange: {
    en_US: 'One transfer must be between {min} and {max}',
    zh_CN: '单笔转账金额须介于 {min} 至 {max} 之间',
    vi_VN: 'Mỗi lần chuyển phải từ {min} đến {max}',
  },
  transferInsufficientBalance: {
    en_US: 'Your balance is not enough for this transfer',
    zh_CN: '余额不足，无法转账',
    vi_VN: 'Số dư không đủ để chuyển số tiền này',
  },
} as const;
