import { currentUser as currentUserSchema, detailResponse, passwordChange, tokenRequest, tokenResponse } from '@huella/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { requireTenant } from '../../http/authenticate.ts';
import { msg, pickLanguage, translate } from '../../http/messages.ts';
import { errorResponses, loginThrottledResponse } from '../../http/route-schemas.ts';
import * as service from './service.ts';

export async function publicAuthRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/get-token/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange username and password for a token',
        // Public: no token needed (the sweep test reads this to know which routes are open).
        security: [],
        body: tokenRequest,
        response: { 200: tokenResponse, 400: errorResponses[400], 429: loginThrottledResponse },
      },
    },
    (request) => service.login(deps.db, request.body, service.passwordAttempt(request.ip, deps.config)),
  );
}

export async function authRoutes(app: FastifyInstance, deps: AppDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/rest-auth/user/',
    { schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: currentUserSchema, 401: errorResponses[401] } } },
    (request) => service.currentUser(deps.db, requireTenant(request)),
  );
  r.post(
    '/api/rest-auth/password/change/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password; other sessions of the user end',
        description:
          'A wrong old_password counts as a failed login of this user from this address: past the login limit the answer is 429.',
        body: passwordChange,
        response: { 200: detailResponse, 400: errorResponses[400], 401: errorResponses[401], 429: loginThrottledResponse },
      },
    },
    async (request) => {
      await service.changePassword(deps.db, requireTenant(request), request.body, service.passwordAttempt(request.ip, deps.config));
      return { detail: translate(msg('password_changed'), pickLanguage(request.headers['accept-language'])) };
    },
  );
  r.post(
    '/api/rest-auth/logout/',
    { schema: { tags: ['auth'], summary: 'Revoke the token of this request', response: { 200: detailResponse, 401: errorResponses[401] } } },
    async (request) => {
      await service.logout(deps.db, requireTenant(request));
      return { detail: translate(msg('logged_out'), pickLanguage(request.headers['accept-language'])) };
    },
  );
}
