import { Type, type Static } from 'typebox';

/**
 * The health endpoints, for load balancers and orchestrators (Kubernetes probes):
 *
 * GET /api/health        → 200 { ok: true } once the database is migrated and answers
 * GET /api/health/live   → 200 { ok: true } while the process answers at all (restart it when not)
 * GET /api/health/ready  → 200 ReadyBody when the database, Redis (REDIS_URL) and the storage answer;
 *                          503 ReadyBody naming what failed, or 'shutting-down' while it drains (send no more traffic)
 */
export const LiveBody = Type.Object({ ok: Type.Literal(true) }, { additionalProperties: false });
export type LiveBody = Static<typeof LiveBody>;

export const DEPENDENCIES = ['database', 'redis', 'storage'] as const;
export type Dependency = (typeof DEPENDENCIES)[number];

/** 'unused': not configured (Redis without REDIS_URL). */
export const CheckResult = Type.Union([Type.Literal('ok'), Type.Literal('failed'), Type.Literal('unused')]);
export type CheckResult = Static<typeof CheckResult>;

export const ReadyBody = Type.Object(
  {
    ok: Type.Boolean(),
    checks: Type.Object({ database: CheckResult, redis: CheckResult, storage: CheckResult }, { additionalProperties: false }),
    failed: Type.Array(Type.Union([Type.Literal('database'), Type.Literal('redis'), Type.Literal('storage'), Type.Literal('shutting-down')])),
  },
  { additionalProperties: false },
);
export type ReadyBody = Static<typeof ReadyBody>;
