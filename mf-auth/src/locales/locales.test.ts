import { join } from 'node:path';
import { describeLocaleFiles } from '@casino/mf-shared/testing';

// The keys built at run time (register rules, §8 codes) are checked in features/register/lib/register-messages.test.ts.
describeLocaleFiles('auth', __dirname, {
  sources: join(__dirname, '..'),
  // Messenger names; Email is the word Vietnamese players use.
  sameAsEnglish: {
    'register.fields.memberQq': 'all',
    'register.fields.memberTelegram': 'all',
    'register.fields.memberWhatsApp': 'all',
    'register.fields.memberSkype': 'all',
    'register.fields.memberFb': 'all',
    'register.fields.memberZalo': 'all',
    'register.fields.memberWechat': 'all',
    'register.fields.memberEmail': ['vi_VN'],
    'transfer.methods.email': ['vi_VN'],
  },
});
