import { resolveThirdPartyLogins } from './third-party-logins';

const sandboxId = { id: 'sandbox-id', label: 'Sandbox ID', authorizeUrl: 'http://127.0.0.1:4000/oauth/sandbox-id/authorize' };

describe('resolveThirdPartyLogins', () => {
  it('offers none by default, and reads the document or THIRD_PARTY_LOGINS', () => {
    expect(resolveThirdPartyLogins(undefined, {}, 'site.json')).toEqual({ logins: [], problems: [] });
    expect(resolveThirdPartyLogins([sandboxId], {}, 'site.json').logins).toEqual([sandboxId]);
    expect(resolveThirdPartyLogins([], { THIRD_PARTY_LOGINS: JSON.stringify([sandboxId]) }, 'site.json').logins).toEqual([sandboxId]);
  });

  it('names every bad entry and keeps the good ones', () => {
    const { logins, problems } = resolveThirdPartyLogins(
      [
        sandboxId,
        { id: 'Bad Id', label: '', authorizeUrl: 'javascript:alert(1)' },
        'x',
        { ...sandboxId, authorizeUrl: 'https://u:p@id.example/' },
      ],
      {},
      'site.json',
    );
    expect(logins).toEqual([sandboxId]);
    expect(problems).toEqual([
      'thirdPartyLogins in site.json[1] needs a valid id (lower-case letters, digits and dashes), label, authorizeUrl (an http(s) URL)',
      'thirdPartyLogins in site.json[2] needs a valid id (lower-case letters, digits and dashes), label, authorizeUrl (an http(s) URL)',
      'thirdPartyLogins in site.json[3] needs a valid authorizeUrl (an http(s) URL)',
    ]);
    expect(resolveThirdPartyLogins(undefined, { THIRD_PARTY_LOGINS: '{' }, 'site.json').problems).toHaveLength(1);
  });
});
