import type { Handler } from '@casino/mf-shared/testing';

/** Site blocks and template lists the way the sandbox seeds them (shortened), keyed by call path. */
export function siteBlockHandlers(): Record<string, Handler> {
  return {
    '/arks/web/footer': (_body, call) => ({
      web_footer: {
        site_name: 'Golden Lotus',
        copyright: `© 2025 Golden Lotus (${call.headers.lang})`,
        description: '<p>Licensed <b>online</b> entertainment.</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
        link_list: [
          { key: 'faq', title: 'Help centre', link: '/faq', link_type: 1, link_method: 0 },
          { key: 'responsible', title: 'Responsible gaming', link: 'https://www.begambleaware.org/', link_type: 0, link_method: 1 },
          { key: 'evil', title: 'Evil link', link: 'javascript:alert(1)', link_type: 0, link_method: 0 },
          { key: 'sneaky', title: 'Sneaky internal', link: 'https://elsewhere.example/x', link_type: 1, link_method: 0 },
        ],
        license_list: [{ name: 'PAGCOR', photo_path: '/api/assets/pictures/160x60.svg?title=PAGCOR' }],
        partner_list: [{ gp_id: 'GPJL', name: 'JILI', photo_path: '/api/assets/providers/GPJL.svg' }],
        contact: { email: 'support@site1.example.com', telegram: '@site1_support' },
      },
    }),
    '/arks/web/float': () => ({
      web_float_list: [
        {
          id: 1,
          key: 'service',
          title: 'Live chat',
          icon: '/i/se.svg',
          link: 'https://support.example.com/chat?site=1',
          link_type: 0,
          link_method: 1,
          position: 'right',
          sort: 40,
        },
        {
          id: 2,
          key: 'app',
          title: 'Download app',
          icon: '/i/ap.svg',
          link: '/app',
          link_type: 1,
          link_method: 0,
          position: 'right',
          sort: 30,
        },
        {
          id: 4,
          key: 'discount',
          title: 'Promotions',
          icon: '/i/di.svg',
          link: '/discount',
          link_type: 1,
          link_method: 0,
          position: 'left',
          sort: 10,
        },
      ],
    }),
    '/arks/web/web-mobile-footer': () => ({
      web_mobile_footer_list: [
        { id: 1, key: 'deposit', title: 'Deposit', icon: '/i/de.svg', link: '/user/Deposit', link_type: 1, sort: 90 },
        {
          id: 9,
          key: 'service',
          title: 'Service',
          icon: '/i/se.svg',
          link: 'https://support.example.com/chat?site=1',
          link_type: 0,
          sort: 10,
        },
        { id: 4, key: 'discount', title: 'Promotions', icon: '/i/di.svg', link: '/discount', link_type: 1, sort: 60 },
      ],
    }),
    '/web/model_login': (body) => ({
      language: body.language,
      list: [
        {
          id: 1,
          title: `Why join us (${String(body.language)})`,
          content: 'Fast deposits, <em>daily</em> rebates.<img src=x onerror="window.__pwned=3">',
          model_version: 1,
          sort: 20,
        },
        { id: 2, title: 'Safe and fair', content: 'Licensed providers.', model_version: 1, sort: 30 },
      ],
    }),
    '/web/model_sponsor': (body) => ({
      language: body.language,
      list: [
        {
          id: 1,
          title: `FC Atletico (${String(body.language)})`,
          description: 'Sleeve sponsor.',
          photo_path: '/s/1.svg',
          model_version: 1,
          sort: 30,
        },
      ],
    }),
    '/web/model_setting': (body) => ({
      language: body.language,
      list: [
        {
          id: 1,
          title: 'Download our app',
          link: '/app',
          link_type: 1,
          link_method: 0,
          photo_path: '/a/1.svg',
          model_version: 1,
          sort: 30,
        },
        {
          id: 2,
          title: 'Bad ad',
          link: 'javascript:alert(1)',
          link_type: 1,
          link_method: 0,
          photo_path: '/a/2.svg',
          model_version: 1,
          sort: 10,
        },
      ],
    }),
  };
}
