import { z } from 'zod';

/** `GET /api/v1/health`: the process is up. */
export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** `GET /api/v1/ready`: the database answers. */
export const ReadyResponseSchema = z.object({
  status: z.literal('ready'),
  database: z.enum(['embedded', 'postgresql']),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
