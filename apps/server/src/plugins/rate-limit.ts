import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

export interface LimitRule {
  /** Distinct per rule, so two rules of one route count separately. */
  name: string;
  max: number;
  timeWindowMs: number;
  /** The client identity to count by (default: the client IP). */
  key?: (request: FastifyRequest) => string;
}

/** Counts a signed-in person's requests by their account (wherever they are), anyone else's by their address. */
export const byAccount = (request: FastifyRequest): string => request.candidate?.id ?? request.ip;

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler that enforces one or more limits (all must pass). Runs after body parsing, so keys may use the body. */
    limit(...rules: LimitRule[]): preHandlerAsyncHookHandler;
  }
}

/**
 * @fastify/rate-limit with the global limit off: each route names its limits. Counters live in Redis
 * when REDIS_URL is set (shared between server processes), in memory otherwise. The plugin's own route
 * hook runs only one limit per request, so rules are checked through createRateLimit instead.
 */
async function rateLimitPlugin(app: FastifyInstance): Promise<void> {
  let redis: Redis | undefined;
  if (app.env.REDIS_URL) {
    redis = new Redis(app.env.REDIS_URL, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: true,
    });
    redis.on('error', (err) => app.log.warn({ err }, 'Redis (rate limits) error'));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'portico-rl:' } : {}),
    // A broken Redis must not take sign-in down with it; the failure is logged by the client above.
    skipOnError: true,
  });

  app.decorate('limit', (...rules: LimitRule[]) => {
    const checks = rules.map((rule) => ({
      rule,
      check: app.createRateLimit({
        max: rule.max,
        timeWindow: rule.timeWindowMs,
        keyGenerator: (request: FastifyRequest) =>
          `${rule.name}:${rule.key ? rule.key(request) : request.ip}`,
      }),
    }));
    return async (request, reply) => {
      for (const { check } of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw new AppError('RATE_LIMITED');
        }
      }
    };
  });
}

export default fp(rateLimitPlugin, { name: 'portico-rate-limit' });
