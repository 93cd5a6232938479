import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from '../context';
import { memberGames, setMaintenance, setTransfers } from '../games/game-switches';
import { sendSwitched } from '../http/switched';
import { localizedText, siteId } from '../http/common-schemas';
import { boolean, nullable, object, string, type Infer } from '../http/schema';

const maintenanceBody = object(
  {
    gp_id: string({ minLength: 1, maxLength: 16 }),
    game_code: string({ minLength: 1, maxLength: 64 }),
    maintenance: boolean(),
    start_at: nullable(string({ maxLength: 40 })),
    end_at: nullable(string({ maxLength: 40 })),
    title: nullable(localizedText(200)),
  },
  ['gp_id', 'maintenance'],
);

const transfersBody = object({ member_account: string({ minLength: 1, maxLength: 64 }), site_id: siteId, disabled: boolean() }, [
  'member_account',
  'disabled',
]);

/**
 * Test endpoints of the games (under /__sandbox, behind the admin-access hook) over
 * games/game-switches.ts: maintenance of a provider or a game (play1 then answers 203), transfers
 * of a member (957), and what the sandbox knows of a member's games.
 */
export function gameAdminRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  app.post<{ Body: Infer<typeof maintenanceBody> }>('/games/maintenance', { schema: { body: maintenanceBody.json } }, (request, reply) =>
    sendSwitched(reply, setMaintenance(ctx, request.body)),
  );
  app.post<{ Body: Infer<typeof transfersBody> }>('/games/transfers', { schema: { body: transfersBody.json } }, (request, reply) =>
    sendSwitched(reply, setTransfers(ctx, request.body.member_account, request.body.site_id ?? 1, request.body.disabled)),
  );
  app.get<{ Querystring: { account?: string; site_id?: string } }>('/games/member', (request, reply) =>
    sendSwitched(reply, memberGames(ctx, request.query.account ?? '', Number(request.query.site_id ?? 1))),
  );
}
