/** Messages of reaching the agent centre and applying (issue 13, routes/agent-access.ts). */
export const AGENT_ACCESS_MESSAGES = {
  agentNotAgent: {
    en_US: 'This account does not run an agent programme',
    zh_CN: '该账号不是代理',
    vi_VN: 'Tài khoản này không phải là đại lý',
  },
} as const;
