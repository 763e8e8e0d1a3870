import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** `/api/filter-templates/` (docs/spec/part-2.md §2.8, §7): being built. */
export async function filterTemplateRoutes(_app: FastifyInstance, _deps: AppDeps) {}
