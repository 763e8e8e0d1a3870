import type { FastifyRequest } from 'fastify';
import { pickLanguage, type Language } from './messages.ts';

/** The language a request's messages are answered in (`Accept-Language`, en or es). */
export function requestLanguage(request: FastifyRequest): Language {
  return pickLanguage(request.headers['accept-language']);
}
