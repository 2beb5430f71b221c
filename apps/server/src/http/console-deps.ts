import type { Config } from '../config';
import type { ContentIndex } from '../content/content-index';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { RateLimiter } from '../lib/rate-limiter';
import type { Mailer } from '../mail/mailer';

/** What the district and operator consoles' routes and services are given by the app. */
export interface ConsoleDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Config;
  content: ContentIndex;
}

/**
 * The dependencies alone, for a console's route groups: a plugin's options also carry its
 * prefix, which passing them on would add a second time.
 */
export function consoleDepsOf(options: ConsoleDeps): ConsoleDeps {
  const { db, clock, limiter, mailer, config, content } = options;
  return { db, clock, limiter, mailer, config, content };
}
