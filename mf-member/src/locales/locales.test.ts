import { join } from 'node:path';
import { describeLocaleFiles } from '@casino/mf-shared/testing';

describeLocaleFiles('member', __dirname, {
  sources: join(__dirname, '..'),
  // Messenger names; Email is the word Vietnamese players use.
  sameAsEnglish: {
    'profile.fields.member_line': 'all',
    'profile.fields.member_qq': 'all',
    'profile.fields.member_telegram': 'all',
    'profile.fields.member_whats_app': 'all',
    'profile.fields.member_skype': 'all',
    'profile.fields.member_fb': 'all',
    'profile.fields.member_zalo': 'all',
    'profile.fields.member_wechat': 'all',
    'profile.fields.member_email': ['vi_VN'],
  },
});
