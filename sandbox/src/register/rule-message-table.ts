import type { OriginalTexts } from '../http/lang';

/**
 * The sandbox's own texts for the keys of @casino/contracts/register-rules (`register.errors.<rule>`),
 * for the `message` of a 422 answer; the page shows its own translation of `key`.
 */
export const RULE_MESSAGES = {
  account_required: { en_US: 'Please enter an account', zh_CN: '请输入账号', vi_VN: 'Vui lòng nhập tài khoản' },
  account_chars: {
    en_US: 'The account may only contain letters, digits, _ and -',
    zh_CN: '账号只能包含字母、数字、_ 和 -',
    vi_VN: 'Tài khoản chỉ được chứa chữ cái, chữ số, _ và -',
  },
  account_length: {
    en_US: 'The account must be 6 to 12 characters long',
    zh_CN: '账号长度须为 6-12 位',
    vi_VN: 'Tài khoản phải dài 6 đến 12 ký tự',
  },
  password_required: { en_US: 'Please enter a password', zh_CN: '请输入密码', vi_VN: 'Vui lòng nhập mật khẩu' },
  password_chars: {
    en_US: 'The password may only contain letters and digits',
    zh_CN: '密码只能包含字母和数字',
    vi_VN: 'Mật khẩu chỉ được chứa chữ cái và chữ số',
  },
  password_length: {
    en_US: 'The password must be 6 to 12 characters long',
    zh_CN: '密码长度须为 6-12 位',
    vi_VN: 'Mật khẩu phải dài 6 đến 12 ký tự',
  },
  password_mix: {
    en_US: 'The password needs at least one letter and one digit',
    zh_CN: '密码须同时包含字母和数字',
    vi_VN: 'Mật khẩu cần ít nhất một chữ cái và một chữ số',
  },
  check_password_required: { en_US: 'Please confirm the password', zh_CN: '请确认密码', vi_VN: 'Vui lòng xác nhận mật khẩu' },
  check_password_diff: { en_US: 'The two passwords differ', zh_CN: '两次输入的密码不一致', vi_VN: 'Hai mật khẩu không khớp' },
  name_required: { en_US: 'Please enter your name', zh_CN: '请输入姓名', vi_VN: 'Vui lòng nhập họ tên' },
  name_length: { en_US: 'The name is too long', zh_CN: '姓名过长', vi_VN: 'Họ tên quá dài' },
  name_chinese: { en_US: 'The name must be written in Chinese', zh_CN: '姓名须为中文', vi_VN: 'Họ tên phải viết bằng tiếng Trung' },
  name_spaces: { en_US: 'The name may not contain spaces', zh_CN: '姓名不能包含空格', vi_VN: 'Họ tên không được chứa khoảng trắng' },
  email_required: { en_US: 'Please enter an email', zh_CN: '请输入邮箱', vi_VN: 'Vui lòng nhập email' },
  email_invalid: { en_US: 'This email is not valid', zh_CN: '邮箱格式不正确', vi_VN: 'Email không hợp lệ' },
  birthday_required: { en_US: 'Please enter your birthday', zh_CN: '请输入生日', vi_VN: 'Vui lòng nhập ngày sinh' },
  birthday_partial: {
    en_US: 'Enter the whole birthday or none of it',
    zh_CN: '请填写完整的生日或全部留空',
    vi_VN: 'Nhập đầy đủ ngày sinh hoặc để trống toàn bộ',
  },
  birthday_invalid: { en_US: 'This date does not exist', zh_CN: '该日期不存在', vi_VN: 'Ngày này không tồn tại' },
  phone_required: { en_US: 'Please enter a phone number', zh_CN: '请输入手机号码', vi_VN: 'Vui lòng nhập số điện thoại' },
  phone_digits: {
    en_US: 'The phone number may only contain digits',
    zh_CN: '手机号码只能包含数字',
    vi_VN: 'Số điện thoại chỉ được chứa chữ số',
  },
  phone_length: {
    en_US: 'The phone number must have 6 to 15 digits',
    zh_CN: '手机号码须为 6-15 位数字',
    vi_VN: 'Số điện thoại phải có 6 đến 15 chữ số',
  },
  phone_ten: { en_US: 'The phone number must have 10 digits', zh_CN: '手机号码须为 10 位数字', vi_VN: 'Số điện thoại phải có 10 chữ số' },
  phone_code: { en_US: 'Enter the 6-digit SMS code', zh_CN: '请输入 6 位短信验证码', vi_VN: 'Nhập mã SMS gồm 6 chữ số' },
  contact_required: { en_US: 'Please fill in this contact', zh_CN: '请填写该联系方式', vi_VN: 'Vui lòng điền thông tin liên hệ này' },
  contact_length: {
    en_US: 'A contact must be 5 to 50 characters long',
    zh_CN: '联系方式长度须为 5-50 位',
    vi_VN: 'Thông tin liên hệ phải dài 5 đến 50 ký tự',
  },
  contact_chars_memberQq: { en_US: 'A QQ number has digits only', zh_CN: 'QQ 号只能包含数字', vi_VN: 'Số QQ chỉ gồm chữ số' },
  contact_chars_memberTelegram: {
    en_US: 'A Telegram name has letters, digits and _ (an optional @ first)',
    zh_CN: 'Telegram 用户名只能包含字母、数字和 _（可以 @ 开头）',
    vi_VN: 'Tên Telegram gồm chữ cái, chữ số và _ (có thể bắt đầu bằng @)',
  },
  contact_chars_memberWhatsApp: {
    en_US: 'A WhatsApp number has digits (an optional + first)',
    zh_CN: 'WhatsApp 号码只能包含数字（可以 + 开头）',
    vi_VN: 'Số WhatsApp gồm chữ số (có thể bắt đầu bằng +)',
  },
  contact_chars_memberSkype: {
    en_US: 'A Skype name has letters, digits and . _ : , -',
    zh_CN: 'Skype 账号只能包含字母、数字和 . _ : , -',
    vi_VN: 'Tên Skype gồm chữ cái, chữ số và . _ : , -',
  },
  contact_chars_memberFb: {
    en_US: 'A Facebook name has letters, digits and dots',
    zh_CN: 'Facebook 账号只能包含字母、数字和点',
    vi_VN: 'Tên Facebook gồm chữ cái, chữ số và dấu chấm',
  },
  contact_chars_memberZalo: { en_US: 'A Zalo number has digits only', zh_CN: 'Zalo 号码只能包含数字', vi_VN: 'Số Zalo chỉ gồm chữ số' },
  contact_chars_memberWechat: {
    en_US: 'A WeChat ID starts with a letter and has letters, digits, _ and -',
    zh_CN: '微信号须以字母开头，只能包含字母、数字、_ 和 -',
    vi_VN: 'ID WeChat bắt đầu bằng chữ cái, gồm chữ cái, chữ số, _ và -',
  },
  identity_required: { en_US: 'Please enter your ID number', zh_CN: '请输入证件号', vi_VN: 'Vui lòng nhập số giấy tờ' },
  identity_invalid: {
    en_US: 'An ID number has 4 to 30 letters and digits',
    zh_CN: '证件号须为 4-30 位字母和数字',
    vi_VN: 'Số giấy tờ gồm 4 đến 30 chữ cái và chữ số',
  },
  withdraw_password_required: {
    en_US: 'Please enter a withdrawal password',
    zh_CN: '请输入取款密码',
    vi_VN: 'Vui lòng nhập mật khẩu rút tiền',
  },
  withdraw_password_digits: {
    en_US: 'The withdrawal password has 4 digits',
    zh_CN: '取款密码须为 4 位数字',
    vi_VN: 'Mật khẩu rút tiền gồm 4 chữ số',
  },
  introducer_invalid: {
    en_US: 'An introducer code has up to 20 letters, digits, _ and -',
    zh_CN: '介绍人代码最多 20 位字母、数字、_ 和 -',
    vi_VN: 'Mã người giới thiệu gồm tối đa 20 chữ cái, chữ số, _ và -',
  },
  captcha_required: { en_US: 'Please enter the verification code', zh_CN: '请输入验证码', vi_VN: 'Vui lòng nhập mã xác minh' },
  agreement_required: {
    en_US: 'Please accept the terms of service',
    zh_CN: '请同意服务条款',
    vi_VN: 'Vui lòng đồng ý với điều khoản dịch vụ',
  },
} satisfies Record<string, OriginalTexts>;

export type RuleKey = keyof typeof RULE_MESSAGES;

/** Every rule key, for the catalogue test. */
export const RULE_KEYS = Object.keys(RULE_MESSAGES) as RuleKey[];
