import type { Config } from '../../config';
import type { ContentIndex } from '../../content/content-index';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimiter } from '../../lib/rate-limiter';
import type { Mailer } from '../../mail/mailer';

/** What the district console's routes and services use. */
export interface DistrictAdminDeps {
  db: Db;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
  config: Config;
  content: ContentIndex;
}
