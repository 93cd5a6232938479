/** `POST /member/profile/common/layout` → member_common_layout (member-and-account.md §3 "Member layout"). */
export interface MemberLayoutResponse {
  member_common_layout: MemberLayoutData;
}

export interface MemberLayoutData {
  id: number;
  member_account: string;
  member_currency: string;
  member_cash: number | string;
  /** 1 is a normal member; other values load the agent level names. */
  member_type: number;
  agent_type: number | null;
  agent_level: number | null;
  is_agent: number;
  agent_active: number;
  is_playing: number;
  cash_back_status: number;
  wallet_status: number;
  /** 1: the member must change the password first. */
  first_login_to_change_password: number;
  need_bank_account_deposit_verified: number;
}

/** One provider wallet of `POST /member/profile/my_cash` (member-and-account.md §3 "Wallet"). */
export interface WalletEntryData {
  gp_id: string;
  gp_name?: string;
  cash: number | string;
  is_light: number;
  icon_dark?: string;
}

export interface MyCashResponse {
  my_cash_list: WalletEntryData[];
  total: number | string;
}
