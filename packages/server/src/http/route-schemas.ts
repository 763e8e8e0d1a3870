import { detailBody, fieldErrorsBody } from '@huella/contracts';
import { z } from 'zod';

/** Every route declares its error answers too, so the OpenAPI document is complete. */
export const errorResponses = {
  400: z.union([fieldErrorsBody, detailBody]).describe('Invalid input: messages per field, or `detail` for a body that is not JSON'),
  401: detailBody.describe('No, expired or revoked token'),
  403: detailBody.describe('The role may not do this'),
  404: detailBody.describe('Not found in your company'),
} as const;

/**
 * A file answer (CSV, PDF) under its own media type, so the document does not call it JSON; errors stay JSON.
 * The handler sends a buffer or a stream, which no schema serialises: `unknown`, documented as binary.
 */
export function fileResponse<M extends string>(mediaType: M, description: string) {
  const schema = z.unknown().meta({ type: 'string', format: 'binary', contentMediaType: mediaType });
  return { description, content: { [mediaType]: { schema } } as Record<M, { schema: typeof schema }> };
}

export const conflictResponse = detailBody.describe('The change conflicts with the state of the data');

/** A CSV export that a newer export of the same user replaced before its first byte (docs/exports.md "One export at a time"). */
export const exportSupersededResponse = detailBody.describe('Another export of yours started before this one sent its first byte: this one was stopped');

export const noSeaRouteResponse = detailBody.describe('The closed passages leave no sea route between the ports');

/**
 * A change to a report or one of its children: 409 while the report is consolidated, and 422 when the
 * recalculation that follows finds no sea route for one of its nautical stages.
 */
export const reportChangeResponses = { ...errorResponses, 409: conflictResponse, 422: noSeaRouteResponse } as const;

export const throttledResponse = detailBody.describe('Too many requests from this address; `Retry-After` says when to try again');

export const loginThrottledResponse = detailBody.describe(
  'Too many failed password checks for this user or from this address (login limit); `Retry-After` says when to try again',
);
