/** Messages of the agent centre's downline and report calls (issue 13, docs/proxy.md "Downline and reports"). */
export const AGENT_REPORT_MESSAGES = {
  notAnAgent: {
    en_US: 'Only an active agent can read the agent reports',
    zh_CN: '只有已启用的代理才能查看代理报表',
    vi_VN: 'Chỉ đại lý đang hoạt động mới xem được báo cáo đại lý',
  },
  reportRangeReversed: {
    en_US: 'The start date must not be after the end date',
    zh_CN: '开始日期不能晚于结束日期',
    vi_VN: 'Ngày bắt đầu không được sau ngày kết thúc',
  },
  reportRangeMissing: {
    en_US: 'Choose a valid start and end date',
    zh_CN: '请选择有效的开始和结束日期',
    vi_VN: 'Hãy chọn ngày bắt đầu và ngày kết thúc hợp lệ',
  },
  reportRangeTooLong: {
    en_US: 'Choose at most {days} days for this report',
    zh_CN: '此报表最多可选择 {days} 天',
    vi_VN: 'Chỉ chọn tối đa {days} ngày cho báo cáo này',
  },
  settlementNotFound: {
    en_US: 'Settlement not found',
    zh_CN: '结算记录不存在',
    vi_VN: 'Không tìm thấy kỳ quyết toán',
  },
} as const;
