import fs from 'node:fs';
import path from 'node:path';
import { isPublicReleaseFile } from '@casino/release-format';
import type { BootManifest } from '@casino/contracts';
import { addNonce, contentSecurityPolicy, EVERY_RESPONSE_HEADERS, frameOptions, newNonce } from './security-headers';
import { parseHostRule, type HostRule } from './site-config/host-rules';

const nginxDir = path.resolve(__dirname, '../../../deploy/nginx');
const manifest: BootManifest = {
  env: 'production',
  shellVersion: '1.0.0',
  remotes: {
    mf_home: { app: 'mf-home', name: 'mf_home', version: '1.0.0', entry: '/remotes/mf-home/1.0.0/mf-manifest.json' },
    mf_games: {
      app: 'mf-games',
      name: 'mf_games',
      version: '2.0.0',
      entry: 'https://cdn.casino.example/remotes/mf-games/2.0.0/mf-manifest.json',
    },
  },
};
const site = {
  realtime: { key: 'k', cluster: 'mt1', wsHost: '', wsPort: 6001, wssPort: 443, authEndpoint: '/api/broadcasting/auth' },
  contentImageHosts: ['img.casino.example'],
};
const frameHosts = ['sport.example.com', '*.games.example.com'].map((entry) => parseHostRule(entry) as HostRule);

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0] ?? '', d.split(' ').slice(1)]));
}

describe('contentSecurityPolicy', () => {
  const csp = directives(
    contentSecurityPolicy({ nonce: 'N0nce', manifest, site, requestHost: 'casino.example', frameHosts, frameAncestors: [] }),
  );

  it('runs scripts only from here, the remotes and by nonce', () => {
    expect(csp['script-src']).toEqual(["'self'", "'nonce-N0nce'", 'https://cdn.casino.example']);
    expect(csp['style-src']).toEqual(["'self'", "'nonce-N0nce'", 'https://cdn.casino.example']);
    for (const [name, sources] of Object.entries(csp)) {
      if (name === 'style-src-attr') continue;
      expect(sources.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|(^| )\*( |$)|https?:( |$)/);
    }
  });

  it('allows style attributes only (they cannot run script; antd sets some), never inline style elements', () => {
    expect(csp['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(csp['style-src-elem']).toBeUndefined();
  });

  it('connects to here, the remotes and the real-time server; frames the listed game hosts; images from the content hosts', () => {
    expect(csp['connect-src']).toEqual(["'self'", 'https://cdn.casino.example', 'ws://casino.example:6001', 'wss://casino.example:443']);
    // scheme-less: the page's own scheme (https on the live site, http for the sandbox's pages in development)
    expect(csp['frame-src']).toEqual(["'self'", 'sport.example.com', '*.games.example.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'https://cdn.casino.example', 'https://img.casino.example']);
    expect(csp['object-src']).toEqual(["'none'"]);
    // An entry that names its scheme keeps it: the browser frames what /check_iframe allows, no more.
    const withSchemes = directives(
      contentSecurityPolicy({
        nonce: 'N0nce',
        manifest,
        site,
        requestHost: 'casino.example',
        frameHosts: ['http://127.0.0.1:4800', 'https://*.tls.example'].map((entry) => parseHostRule(entry) as HostRule),
        frameAncestors: [],
      }),
    );
    expect(withSchemes['frame-src']).toEqual(["'self'", 'http://127.0.0.1:4800', 'https://*.tls.example']);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it.each(['evil; frame-ancestors *', 'casino.example frame-ancestors', "a'b", 'x/y', ''])(
    'never writes a Host it was sent that is no host name (%j) into the policy',
    (requestHost) => {
      const policy = contentSecurityPolicy({ nonce: 'N0nce', manifest, site, requestHost, frameHosts, frameAncestors: [] });
      const parsed = directives(policy);
      expect(parsed['frame-ancestors']).toEqual(["'none'"]);
      expect(policy.split('; ').filter((directive) => directive.startsWith('frame-ancestors'))).toHaveLength(1);
      // The real-time sources fall back to this origin's own host: none can be built from a bad one.
      expect(parsed['connect-src']).toEqual(["'self'", 'https://cdn.casino.example']);
    },
  );

  it('takes a host name, an IPv4 or a bracketed IPv6 address for the real-time sources', () => {
    const cases: Array<[string, string]> = [
      ['casino.example', 'ws://casino.example:6001'],
      ['127.0.0.1', 'ws://127.0.0.1:6001'],
      ['[::1]', 'ws://[::1]:6001'],
    ];
    for (const [host, expected] of cases) {
      expect(
        directives(contentSecurityPolicy({ nonce: 'N', manifest, site, requestHost: host, frameHosts, frameAncestors: [] }))['connect-src'],
      ).toContain(expected);
    }
  });

  it('lets nobody frame the site unless configured', () => {
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(frameOptions([])).toBe('DENY');
    expect(frameOptions(["'self'"])).toBe('SAMEORIGIN');
    expect(frameOptions(['https://partner.example'])).toBeNull();
  });

  it('gives a fresh nonce each time, to every inline script and style', () => {
    expect(newNonce()).not.toBe(newNonce());
    expect(addNonce('<style>a{}</style><script>1</script><SCRIPT src="/x.js"></SCRIPT><script nonce="old">2</script>', 'N')).toBe(
      '<style nonce="N">a{}</style><script nonce="N">1</script><SCRIPT nonce="N" src="/x.js"></SCRIPT><script nonce="old">2</script>',
    );
  });
});

const conf = fs.readFileSync(path.join(nginxDir, 'casino.conf'), 'utf8');
/** The `location … { … }` blocks of casino.conf (none has a nested block). */
const locations = [...conf.matchAll(/^\s*location ([^{]+)\{([^}]*)\}/gm)].map(([, where, body]) => ({
  where: (where ?? '').trim(),
  body: body ?? '',
}));

describe('deploy/nginx sends the same headers as the shell server', () => {
  const shared = fs.readFileSync(path.join(nginxDir, 'casino-security-headers.conf'), 'utf8');

  it('casino-security-headers.conf holds exactly the shell server set (and HSTS on https)', () => {
    const sent = Object.fromEntries(
      [...shared.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [name as string, value as string]),
    );
    expect(sent).toEqual(EVERY_RESPONSE_HEADERS);
    expect(shared).toMatch(/^add_header Strict-Transport-Security \$casino_hsts always;$/m);
    expect(conf).toContain('https "max-age=31536000; includeSubDomains";');
  });

  it('every location nginx answers itself includes it; proxied pages get it from the shell server', () => {
    expect(locations.length).toBeGreaterThan(8);
    for (const { where, body } of locations) {
      const toShell = body.includes('proxy_pass http://casino_shell_server');
      expect([where, body.includes('include /etc/nginx/casino-security-headers.conf;')]).toEqual([where, !toShell]);
      // No location sets one of the shared headers by itself (it would replace the included set).
      expect([where, /add_header (X-Content-Type-Options|Referrer-Policy|Permissions-Policy)/.test(body)]).toEqual([where, false]);
    }
  });

  it('refuses source maps before the version folders', () => {
    const mapAt = conf.indexOf('location ~* "\\.map$"');
    expect(mapAt).toBeGreaterThan(-1);
    expect(mapAt).toBeLessThan(conf.indexOf('location ~ "^/remotes/'));
    expect(conf.slice(mapAt, conf.indexOf('}', mapAt))).toContain('return 404;');
  });
});

describe('deploy/nginx sends the compressed files publish wrote, as the shell server does', () => {
  const brotli = fs.readFileSync(path.join(nginxDir, 'casino-brotli.conf'), 'utf8');
  const directives = (text: string) => text.split('\n').filter((line) => !line.trim().startsWith('#'));

  it('every location serving release files sends the .gz sibling (gzip_static)', () => {
    const releaseFiles = locations.filter(({ body }) => body.includes('try_files $uri'));
    expect(releaseFiles.map(({ where }) => where)).toEqual([
      '~ "^/remotes/[a-z0-9-]+/[0-9A-Za-z][0-9A-Za-z._-]*/mf-manifest\\.json$"',
      '~ "^/remotes/[a-z0-9-]+/[0-9A-Za-z][0-9A-Za-z._-]*/"',
      '~ "^/shell/[0-9A-Za-z][0-9A-Za-z._-]*/"',
    ]);
    for (const { where, body } of releaseFiles) expect([where, /^\s*gzip_static on;$/m.test(body)]).toEqual([where, true]);
  });

  it('compresses proxied answers on the fly with Vary, also behind a proxy', () => {
    for (const directive of ['gzip on;', 'gzip_vary on;', 'gzip_proxied any;', 'gzip_min_length 1024;']) {
      expect(directives(conf).map((line) => line.trim())).toContain(directive);
    }
    const types = /^\s*gzip_types ([^;]+);/m.exec(conf)?.[1]?.split(/\s+/) ?? [];
    expect(types).toEqual(expect.arrayContaining(['application/javascript', 'application/json', 'text/css', 'image/svg+xml']));
  });

  it('keeps brotli out of casino.conf (stock nginx refuses it) and in the file only nginx with ngx_brotli includes', () => {
    expect(directives(conf).some((line) => /^\s*brotli/.test(line))).toBe(false);
    expect(directives(conf).map((line) => line.trim())).toContain('include /etc/nginx/casino-brotli.d/*.conf;');
    expect(directives(brotli).map((line) => line.trim())).toEqual(expect.arrayContaining(['brotli_static on;', 'brotli on;']));
  });

  it("refuses the shell's page template by its own URL, before the shell's version folders, as the shell server does", () => {
    const refusal = locations.find(({ where }) => where === '~* "^/shell/.*\\.html$"');
    expect(refusal?.body).toContain('return 404;');
    expect(refusal?.body).toContain('include /etc/nginx/casino-security-headers.conf;');
    expect(conf.indexOf(refusal?.where ?? 'missing')).toBeLessThan(conf.indexOf('location ~ "^/shell/'));
  });

  it('refuses the manifest stats and the siblings by their own URL, before the version folders, as the shell server does', () => {
    const refusal = locations.find(({ where }) => where.includes('mf-manifest-stats'));
    expect(refusal?.body).toContain('return 404;');
    expect(conf.indexOf(refusal?.where ?? '')).toBeLessThan(conf.indexOf('location ~ "^/remotes/'));
    const pattern = /^~\* "(.*)"$/.exec(refusal?.where ?? '')?.[1] ?? '(?!)';
    const refused = new RegExp(pattern, 'i');
    for (const file of [
      'remotes/mf-home/1.0.0/remoteEntry.js',
      'remotes/mf-home/1.0.0/remoteEntry.js.br',
      'remotes/mf-home/1.0.0/static/css/main.CSS.GZ',
      'remotes/mf-home/1.0.0/mf-manifest.json',
      'remotes/mf-home/1.0.0/mf-manifest.json.gz',
      'remotes/mf-home/1.0.0/mf-manifest-stats.json',
      'shell/1.0.0/index.html.br',
      'shell/1.0.0/main.js.LICENSE.txt',
      'shell/1.0.0/logo.svg.gz',
    ]) {
      const inFolder = file
        .split('/')
        .slice(file.startsWith('remotes/') ? 3 : 2)
        .join('/');
      expect([file, refused.test(`/${file}`)]).toEqual([file, !isPublicReleaseFile(inFolder)]);
    }
  });
});
