import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTACT_MESSAGES, VCARD_MAX_BYTES } from '../../../contract/contacts';
import { Contact, ContactBody, ContactList, ContactParams, ImportQuery, ImportResult, TimeZoneBody } from '../../../contract/schemas/contacts';
import { ErrorBody } from '../../../contract/schemas/errors';
import { requireUser } from '../../auth/guards';
import { importVCard } from '../../contacts/import';
import { createContact, editContact, getContact, rememberTimeZone, removeContact } from '../../contacts/service';
import { contactViews } from '../../contacts/views';
import { HttpError, unauthorized } from '../../http-error';

/** The signed-in member's id (requireUser let the request in; the check is for the type). */
function userIdOf(request: FastifyRequest): string {
  if (!request.user) throw unauthorized();
  return request.user.id;
}
/** Answers differ per member: no shared or back-button cache. */
const noStore = (reply: FastifyReply) => reply.header('Cache-Control', 'no-store');

const VCARD_TYPES = ['text/vcard', 'text/x-vcard', 'text/directory'];

/** A member's contacts and occasions, and importing a .vcf (contract: contract/schemas/contacts.ts). */
const contactRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = { db: app.db, clock: app.clock };
  // The .vcf comes as itself, not as JSON; this parser is scoped to this plugin's routes.
  app.addContentTypeParser(VCARD_TYPES, { parseAs: 'buffer', bodyLimit: VCARD_MAX_BYTES }, (_request, body, done) => done(null, body));

  app.get('/api/contacts', { preHandler: requireUser, schema: { response: { 200: ContactList, 401: ErrorBody } } }, async (request, reply) => {
    noStore(reply);
    return { contacts: await contactViews(app.db, userIdOf(request)) };
  });

  app.get(
    '/api/contacts/:id',
    { preHandler: requireUser, schema: { params: ContactParams, response: { 200: Contact, 401: ErrorBody, 404: ErrorBody } } },
    async (request, reply) => {
      noStore(reply);
      return getContact(app.db, userIdOf(request), request.params.id);
    },
  );

  app.post(
    '/api/contacts',
    { preHandler: requireUser, schema: { body: ContactBody, response: { 201: Contact, 400: ErrorBody, 401: ErrorBody, 409: ErrorBody } } },
    async (request, reply) => reply.code(201).send(await createContact(ctx, userIdOf(request), request.body)),
  );

  app.put(
    '/api/contacts/time-zone',
    { preHandler: requireUser, schema: { body: TimeZoneBody, response: { 204: Type.Null(), 400: ErrorBody, 401: ErrorBody } } },
    async (request, reply) => {
      await rememberTimeZone(app.db, userIdOf(request), request.body.timeZone);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/contacts/:id',
    {
      preHandler: requireUser,
      schema: { params: ContactParams, body: ContactBody, response: { 200: Contact, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody } },
    },
    async (request) => editContact(ctx, userIdOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/contacts/:id',
    { preHandler: requireUser, schema: { params: ContactParams, response: { 204: Type.Null(), 401: ErrorBody, 404: ErrorBody } } },
    async (request, reply) => {
      await removeContact(app.db, userIdOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/contacts/import',
    {
      preHandler: requireUser,
      bodyLimit: VCARD_MAX_BYTES,
      schema: { querystring: ImportQuery, response: { 200: ImportResult, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody, 415: ErrorBody } },
      // Over the size, say so in words about the file (the app's handler answers everything else).
      errorHandler: (error, _request, _reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, CONTACT_MESSAGES.tooBig, 'upload-too-large');
        throw error;
      },
    },
    async (request, reply) => {
      noStore(reply);
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, CONTACT_MESSAGES.notText, 'unsupported-media-type');
      const text = new TextDecoder('utf-8').decode(request.body);
      return importVCard(ctx, userIdOf(request), text, request.query.timeZone);
    },
  );
};
export default contactRoutes;
