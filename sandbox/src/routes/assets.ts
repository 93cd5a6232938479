import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  bannerPicture,
  gamePicture,
  gameTypePicture,
  genericPicture,
  logoPicture,
  motifPicture,
  providerPicture,
  type PictureQuery,
} from '../assets/pictures';
import type { SandboxContext } from '../context';
import { envelope } from '../http/envelope';

/** The picture, or the envelope's 404 naming what was asked for. */
function sendSvg(reply: FastifyReply, svg: string | null, what: string): FastifyReply {
  if (svg === null) return reply.code(404).send(envelope(false, 404, `No such picture: ${what}`, null));
  return reply
    .type('image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=60')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

const query = (request: { query: unknown }): PictureQuery => (request.query ?? {}) as PictureQuery;

type FileRequest = { Params: { file: string } };

/** GET /api/assets/*: banners, game and provider icons, logos, generic pictures (drawn by assets/pictures.ts). */
export function assetRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const { db } = ctx;
  app.get<FileRequest>('/assets/banners/:file', (request, reply) =>
    sendSvg(reply, bannerPicture(db, request.params.file, query(request)), request.params.file),
  );
  app.get<{ Params: { gp: string; file: string } }>('/assets/games/:gp/:file', (request, reply) =>
    sendSvg(reply, gamePicture(db, request.params.gp, request.params.file, query(request)), `${request.params.gp}/${request.params.file}`),
  );
  app.get<FileRequest>('/assets/providers/:file', (request, reply) =>
    sendSvg(reply, providerPicture(db, request.params.file), request.params.file),
  );
  app.get<FileRequest>('/assets/game-types/:file', (request, reply) =>
    sendSvg(reply, gameTypePicture(db, request.params.file, query(request)), request.params.file),
  );
  app.get<FileRequest>('/assets/icons/:file', (request, reply) => sendSvg(reply, motifPicture(request.params.file), request.params.file));
  app.get<FileRequest>('/assets/logos/:file', (request, reply) =>
    sendSvg(reply, logoPicture(db, request.params.file), request.params.file),
  );
  app.get<FileRequest>('/assets/pictures/:file', (request, reply) =>
    sendSvg(reply, genericPicture(request.params.file, query(request)), request.params.file),
  );
}
