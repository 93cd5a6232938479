import { ACCOUNT_MESSAGES } from './account-messages';
import { GAME_MESSAGES } from './game-messages';
import { WALLET_MESSAGES } from './wallet-messages';
import { MONEY_MESSAGES } from './money-messages';
import { PROFILE_MESSAGES } from './profile-messages';
import { AGENT_REPORT_MESSAGES } from './agent-report-messages';
import { AGENT_TRANSFER_MESSAGES } from './agent-transfer-messages';
import { AGENT_ACCESS_MESSAGES } from './agent-access-messages';
import { LIMIT_MESSAGES } from './limit-messages';
import { SIGNIN_MESSAGES } from './signin-messages';
import type { OriginalTexts } from './lang';

/** Messages the sandbox itself writes into envelopes: en_US, zh_CN and vi_VN here, the other eight in src/locales. */
export const MESSAGES = {
  success: { en_US: 'Success', zh_CN: '成功', vi_VN: 'Thành công' },
  invalidRequest: {
    en_US: 'Invalid request: {details}',
    zh_CN: '请求参数无效：{details}',
    vi_VN: 'Yêu cầu không hợp lệ: {details}',
  },
  malformedJson: {
    en_US: 'The request body is not valid JSON',
    zh_CN: '请求内容不是有效的 JSON',
    vi_VN: 'Nội dung yêu cầu không phải JSON hợp lệ',
  },
  bodyNotObject: {
    en_US: 'the request body must be a JSON object',
    zh_CN: '请求内容必须是 JSON 对象',
    vi_VN: 'nội dung yêu cầu phải là một đối tượng JSON',
  },
  unsupportedMediaType: {
    en_US: 'Unsupported content type; send application/json',
    zh_CN: '不支持的内容类型，请使用 application/json',
    vi_VN: 'Kiểu nội dung không được hỗ trợ; hãy gửi application/json',
  },
  bodyTooLarge: { en_US: 'The request body is too large', zh_CN: '请求内容过大', vi_VN: 'Nội dung yêu cầu quá lớn' },
  required: { en_US: '{field} is required', zh_CN: '{field} 为必填项', vi_VN: '{field} là bắt buộc' },
  type: { en_US: '{field} must be of type {type}', zh_CN: '{field} 的类型必须是 {type}', vi_VN: '{field} phải có kiểu {type}' },
  enum: {
    en_US: '{field} must be one of: {values}',
    zh_CN: '{field} 必须是以下值之一：{values}',
    vi_VN: '{field} phải là một trong các giá trị: {values}',
  },
  minimum: {
    en_US: '{field} must be at least {limit}',
    zh_CN: '{field} 不能小于 {limit}',
    vi_VN: '{field} phải lớn hơn hoặc bằng {limit}',
  },
  maximum: { en_US: '{field} must be at most {limit}', zh_CN: '{field} 不能大于 {limit}', vi_VN: '{field} phải nhỏ hơn hoặc bằng {limit}' },
  minLength: {
    en_US: '{field} must have at least {limit} characters',
    zh_CN: '{field} 至少需要 {limit} 个字符',
    vi_VN: '{field} phải có ít nhất {limit} ký tự',
  },
  maxLength: {
    en_US: '{field} must have at most {limit} characters',
    zh_CN: '{field} 最多 {limit} 个字符',
    vi_VN: '{field} chỉ được có tối đa {limit} ký tự',
  },
  pattern: { en_US: '{field} has an invalid format', zh_CN: '{field} 格式不正确', vi_VN: '{field} có định dạng không hợp lệ' },
  invalidValue: { en_US: '{field} has an invalid value', zh_CN: '{field} 的值无效', vi_VN: '{field} có giá trị không hợp lệ' },
  unauthorized: {
    en_US: 'Please log in first',
    zh_CN: '请先登录',
    vi_VN: 'Vui lòng đăng nhập trước',
  },
  notFound: {
    en_US: 'No such call: {method} {path}',
    zh_CN: '接口不存在：{method} {path}',
    vi_VN: 'Không có lệnh gọi: {method} {path}',
  },
  internal: {
    en_US: 'Internal server error',
    zh_CN: '服务器内部错误',
    vi_VN: 'Lỗi máy chủ nội bộ',
  },
  injectedFault: { en_US: 'Injected fault', zh_CN: '注入的故障', vi_VN: 'Lỗi được giả lập' },
  recordNotFound: { en_US: 'Record not found', zh_CN: '记录不存在', vi_VN: 'Không tìm thấy bản ghi' },
  accountError: {
    en_US: 'Wrong account or password',
    zh_CN: '账号或密码错误',
    vi_VN: 'Sai tài khoản hoặc mật khẩu',
  },
  accountDisabled: { en_US: 'This account is disabled', zh_CN: '账号已停用', vi_VN: 'Tài khoản đã bị vô hiệu hóa' },
  accountFrozen: { en_US: 'This account is frozen', zh_CN: '账号已冻结', vi_VN: 'Tài khoản đã bị đóng băng' },
  verifyFailed: { en_US: 'Wrong verification code', zh_CN: '验证码错误', vi_VN: 'Mã xác minh không đúng' },
  encInvalid: {
    en_US: 'The sign-in link is invalid or has expired',
    zh_CN: '登录链接无效或已过期',
    vi_VN: 'Liên kết đăng nhập không hợp lệ hoặc đã hết hạn',
  },
  gameNotFound: { en_US: 'Game not found', zh_CN: '游戏不存在', vi_VN: 'Không tìm thấy trò chơi' },
  demoUnavailable: {
    en_US: 'This game has no demo mode',
    zh_CN: '该游戏不提供试玩',
    vi_VN: 'Trò chơi này không có chế độ chơi thử',
  },
  captchaPlaceholder: { en_US: 'Enter the 4 digits', zh_CN: '请输入4位验证码', vi_VN: 'Nhập 4 chữ số' },
  ...ACCOUNT_MESSAGES,
  ...GAME_MESSAGES,
  ...WALLET_MESSAGES,
  ...MONEY_MESSAGES,
  ...PROFILE_MESSAGES,
  ...AGENT_ACCESS_MESSAGES,
  ...AGENT_REPORT_MESSAGES,
  ...AGENT_TRANSFER_MESSAGES,
  ...LIMIT_MESSAGES,
  ...SIGNIN_MESSAGES,
} satisfies Record<string, OriginalTexts>;

export type MessageKey = keyof typeof MESSAGES;

/** Every message key, for the catalogue test. */
export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];
