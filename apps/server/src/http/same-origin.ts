import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Set on routes another site's server calls (a payment provider's webhook): they skip
     * this guard and must check a signature instead.
     */
    crossSite?: boolean;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === new URL(publicUrl).origin) return true;
  // Same host as the request itself (e.g. the development proxy on another port).
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * State-changing API requests must be JSON and come from our own pages: a form on another
 * site can send neither a JSON content type nor our Origin, so cross-site request forgery
 * fails here before any route runs.
 */
export function registerSameOriginGuard(app: FastifyInstance, publicUrl: string) {
  app.addHook('onRequest', async (request) => {
    if (!MUTATING.has(request.method) || !request.url.startsWith('/api/')) return;
    // A payment provider's webhook comes from its servers; its signature protects it instead.
    if (request.routeOptions.config?.crossSite === true) return;
    const type = request.headers['content-type'] ?? '';
    if (!type.toLowerCase().startsWith('application/json')) {
      throw new AppError(
        'JSON_REQUIRED',
        'Send this request as JSON (Content-Type: application/json).',
      );
    }
    if (!originAllowed(request, publicUrl)) {
      throw new AppError('CROSS_ORIGIN', 'This request must come from a Trellis page.');
    }
  });
}
