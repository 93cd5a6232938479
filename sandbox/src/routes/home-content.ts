import type { FastifyInstance } from 'fastify';
import { banners, bulletinHistory, bulletinView, hideBulletins, marquee, popups, SORT_FIELDS } from '../content/home-content';
import type { SandboxContext } from '../context';
import { memberCall, ok, publicCall } from '../http/call';
import { deviceCode, siteId, sortOrder } from '../http/common-schemas';
import { array, intEnum, integer, object, stringEnum } from '../http/schema';

const popupLocation = integer({ minimum: 1, maximum: 3 });
const bannerBody = object({ site_id: siteId, use_type: intEnum([0, 1, 2]) }, ['site_id', 'use_type']);
const marqueeBody = object({ site_id: siteId, sort_field: stringEnum(SORT_FIELDS), sort_order: sortOrder }, ['site_id']);
const deviceBody = object({ site_id: siteId, display_device: deviceCode }, ['site_id', 'display_device']);
const memberBulletinBody = object({ site_id: siteId, display_device: deviceCode, display_location: popupLocation }, [
  'site_id',
  'display_device',
  'display_location',
]);
const hideBody = object(
  { site_id: siteId, display_device: deviceCode, display_location: popupLocation, ids: array(integer({ minimum: 1 }), { maxItems: 200 }) },
  ['site_id', 'display_device', 'display_location'],
);

/** The home page's banners, marquee and bulletins (shell-and-public.md), over content/home-content.ts. */
export function homeContentRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  publicCall(app, ctx, '/arks/web/carousel_picture', bannerBody, ({ body, lang }) =>
    ok({ web_carousel_picture_list: banners(db, body.site_id, body.use_type, lang) }),
  );
  publicCall(app, ctx, '/arks/web/announcement/marquee', marqueeBody, ({ body, lang }) =>
    ok({ web_announcement_list: marquee(db, body.site_id, { field: body.sort_field, order: body.sort_order }, lang) }),
  );
  publicCall(app, ctx, '/arks/web/bulletin', deviceBody, ({ body, lang }) =>
    ok({ web_bulletin_list: popups(db, body.site_id, body.display_device, 1, null).map((row) => bulletinView(row, lang)) }),
  );
  memberCall(app, ctx, '/arks/web/bulletin/member', memberBulletinBody, ({ body, lang, member }) => {
    const rows = popups(db, body.site_id, body.display_device, body.display_location, member.id);
    return ok({ web_bulletin_list: rows.map((row) => bulletinView(row, lang)) });
  });
  memberCall(app, ctx, '/arks/web/bulletin/member/hide', hideBody, ({ body, member }) => {
    const where = { site: body.site_id, device: body.display_device, location: body.display_location, ids: body.ids };
    return ok({ hidden_ids: hideBulletins(db, member.id, where, ctx.now().toISOString()) });
  });
  publicCall(app, ctx, '/arks/web/bulletin/history', deviceBody, ({ body, lang }) =>
    ok({ web_bulletin_list: bulletinHistory(db, body.site_id, body.display_device).map((row) => bulletinView(row, lang)) }),
  );
}
