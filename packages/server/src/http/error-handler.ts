import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseErrorOf, isForeignKeyViolation, isStillReferenced, isUniqueViolation } from './database-error.ts';
import { DomainError, ERROR_STATUS } from './errors.ts';
import { MULTIPART_LIMITS } from './multipart-limits.ts';
import { msg, pickLanguage, translate, type Message } from './messages.ts';
import { issuesToFields, type ValidationIssue } from './validation-messages.ts';

// Error bodies skip the route's response serializer: an error answer must never fail its own schema.
const plainJson = (payload: unknown) => JSON.stringify(payload);

function sendBody(reply: FastifyReply, status: number, body: unknown) {
  // A file that failed before its first byte left here (an export still inside the compressor) leaves the headers
  // it had, its encoding and its name: the error answer is neither that encoding nor that file.
  reply.removeHeader('content-encoding').removeHeader('content-disposition');
  return reply.code(status).type('application/json; charset=utf-8').serializer(plainJson).send(body);
}

function sendDetail(request: FastifyRequest, reply: FastifyReply, status: number, message: Message) {
  return sendBody(reply, status, { detail: translate(message, pickLanguage(request.headers['accept-language'])) });
}

function sendDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError) {
  if (error.headers) reply.headers(error.headers);
  const status = ERROR_STATUS[error.code];
  if (!error.fields && !error.files) return sendDetail(request, reply, status, error.detail);
  const language = pickLanguage(request.headers['accept-language']);
  const body: Record<string, unknown> = {};
  for (const [field, messages] of Object.entries(error.fields ?? {})) body[field] = messages.map((m) => translate(m, language));
  if (error.files) {
    body.files = Object.fromEntries(
      Object.entries(error.files).map(([file, problems]) => [file, problems.map((p) => ({ row: p.row, column: p.column, message: translate(p.message, language) }))]),
    );
  }
  return sendBody(reply, status, body);
}

const FASTIFY_CLIENT_ERRORS: Record<string, (e: FastifyError, r: FastifyRequest) => [number, Message]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: (_e, r) => [413, msg('payload_too_large', { limit: r.routeOptions.bodyLimit ?? 0 })],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_e, r) => [
    415,
    msg('unsupported_media_type', { type: String(r.headers['content-type'] ?? '').slice(0, 100) }),
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => [400, msg('invalid_value')],
  // @fastify/multipart's limits (app.ts): said as such, not as "Enter a valid value.".
  FST_FILES_LIMIT: () => [413, msg('too_many_files', { max: MULTIPART_LIMITS.files })],
  FST_FIELDS_LIMIT: () => [413, msg('too_many_fields', { max: MULTIPART_LIMITS.fields })],
  FST_ERR_CTP_EMPTY_JSON_BODY: () => [400, msg('invalid_json_object')],
  FST_ERR_CTP_INVALID_JSON_BODY: () => [400, msg('parse_error')],
  FST_ERR_BAD_URL: () => [404, msg('not_found')],
  // A path parameter of more than 200 characters names nothing, as any other malformed id.
  FST_ERR_MAX_PARAM_LENGTH: () => [404, msg('not_found')],
};

/**
 * Fastify's `frameworkErrors`: a path the router cannot read (bad percent-encoding, a parameter past
 * maxParamLength) is answered before any route, so it never reaches the error handler below.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  const [status, message] = known ? known(error, request) : [400, msg('invalid_value')];
  return sendDetail(request, reply, status, message);
}

/** One place turns every failure into a DRF-style body; no stack trace ever leaves the server. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(request, reply, error);
    const database = databaseErrorOf(error);
    if (database && (isUniqueViolation(database) || isForeignKeyViolation(database))) {
      // A constraint caught what the service's own check could not see (a race), or what no service checks (a
      // user who created reports): the data's state refuses the change, the input is not at fault.
      request.log.info({ err: error }, 'constraint violation');
      const message = isUniqueViolation(database) ? 'already_exists' : isStillReferenced(database) ? 'in_use' : 'missing_reference';
      return sendDetail(request, reply, 409, msg(message));
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      // An id in the path that is not an id names nothing: 404, as for an unknown id.
      if (error.validationContext === 'params') return sendDetail(request, reply, 404, msg('not_found'));
      const input = error.validationContext === 'querystring' ? request.query : request.body;
      const fields = issuesToFields(error.validation as unknown as ValidationIssue[], input);
      return sendDomainError(request, reply, new DomainError('validation', msg('invalid_value'), fields));
    }

    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) {
      const [status, message] = known(error, request);
      return sendDetail(request, reply, status, message);
    }
    // JSON.parse failures reach here as SyntaxError with a 400 status.
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return sendDetail(request, reply, 400, msg('parse_error'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendDetail(request, reply, error.statusCode, msg('invalid_value'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendDetail(request, reply, 500, msg('server_error'));
  });
}
