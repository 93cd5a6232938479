import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createI18n, loadNamespace } from '@casino/mf-shared';
import type { Locale } from '@casino/contracts';

const loadProxy = async (locale: Locale) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'locales', `${locale}.json`), 'utf8')) as Record<string, unknown>;

/** "The newest 3 of N downline members" counts N through i18next's plural rules (Hindi counts 0 as one, Tamil does not). */
const EXPECTED: Partial<Record<Locale, [string, string, string, string]>> = {
  en_US: [
    'Your newest 3 of 0 downline members (type any other account):',
    'Your newest 3 of 1 downline member (type any other account):',
    'Your newest 3 of 2 downline members (type any other account):',
    'Your newest 3 of 5 downline members (type any other account):',
  ],
  hi_IN: [
    'आपके 0 डाउनलाइन सदस्य में से सबसे नए 3 (कोई दूसरा अकाउंट भी लिख सकते हैं):',
    'आपके 1 डाउनलाइन सदस्य में से सबसे नए 3 (कोई दूसरा अकाउंट भी लिख सकते हैं):',
    'आपके 2 डाउनलाइन सदस्यों में से सबसे नए 3 (कोई दूसरा अकाउंट भी लिख सकते हैं):',
    'आपके 5 डाउनलाइन सदस्यों में से सबसे नए 3 (कोई दूसरा अकाउंट भी लिख सकते हैं):',
  ],
  ta_IN: [
    'உங்கள் 0 கீழ்நிலை உறுப்பினர்களில் புதிய 3 பேர் (வேறு எந்தக் கணக்கையும் தட்டச்சு செய்யலாம்):',
    'உங்கள் 1 கீழ்நிலை உறுப்பினரில் புதிய 3 பேர் (வேறு எந்தக் கணக்கையும் தட்டச்சு செய்யலாம்):',
    'உங்கள் 2 கீழ்நிலை உறுப்பினர்களில் புதிய 3 பேர் (வேறு எந்தக் கணக்கையும் தட்டச்சு செய்யலாம்):',
    'உங்கள் 5 கீழ்நிலை உறுப்பினர்களில் புதிய 3 பேர் (வேறு எந்தக் கணக்கையும் தட்டச்சு செய்யலாம்):',
  ],
  ko_KR: [
    '하위 회원 0명 중 최근 가입한 3명 (다른 아이디도 입력할 수 있습니다):',
    '하위 회원 1명 중 최근 가입한 3명 (다른 아이디도 입력할 수 있습니다):',
    '하위 회원 2명 중 최근 가입한 3명 (다른 아이디도 입력할 수 있습니다):',
    '하위 회원 5명 중 최근 가입한 3명 (다른 아이디도 입력할 수 있습니다):',
  ],
};

describe.each(Object.entries(EXPECTED))('the downline pick in %s', (locale, expected) => {
  it('counts 0, 1, 2 and 5 downline members in the forms of the language', async () => {
    const i18n = await createI18n(locale as Locale);
    await loadNamespace(i18n, 'proxy', loadProxy);
    expect([0, 1, 2, 5].map((count) => i18n.t('transfer.pick.some', { ns: 'proxy', shown: 3, count }))).toEqual(expected);
  });
});
