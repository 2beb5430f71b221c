import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { districts } from './districts';
import { users } from './users';

/**
 * A district's single sign-on settings (issue 21, decision 025): its own sign-in address
 * (`/sso/<slug>`). Who may join is the district's e-mail domains and/or a provider's tenant.
 */
export const districtSso = pgTable('district_sso', {
  districtId: uuid()
    .primaryKey()
    .references(() => districts.id, { onDelete: 'cascade' }),
  slug: varchar({ length: 48 }).unique(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The e-mail domains whose staff may join a district through its providers; one district each. */
export const districtEmailDomains = pgTable(
  'district_email_domains',
  {
    domain: varchar({ length: 253 }).primaryKey(),
    districtId: uuid()
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
  },
  (table) => [index('district_email_domains_district_id_idx').on(table.districtId)],
);

/**
 * An OpenID Connect provider of a district. The client secret is stored encrypted with
 * AES-256-GCM under SSO_SECRET_KEY (lib/secret-box.ts), never in plain text.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: uuid().primaryKey().defaultRandom(),
    districtId: uuid()
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 16 }).notNull(),
    label: varchar({ length: 64 }).notNull(),
    issuer: varchar({ length: 512 }).notNull(),
    clientId: varchar({ length: 256 }).notNull(),
    clientSecretEncrypted: text().notNull(),
    /** The district's tenant as the provider names it (Google `hd`, Microsoft `tid`); '' for none. */
    tenant: varchar({ length: 128 }).notNull().default(''),
    enabled: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sso_providers_district_id_idx').on(table.districtId),
    check(
      'sso_providers_kind_check',
      sql`${table.kind} in ('google', 'microsoft', 'clever', 'classlink', 'oidc')`,
    ),
  ],
);

/**
 * Sign-ins under way: one row from the redirect to the provider until its answer comes back
 * (used once, at most 10 minutes). Only hashes of the state and of the browser's cookie are
 * kept; the PKCE verifier and nonce must be stored to check the answer.
 */
export const ssoLogins = pgTable('sso_logins', {
  stateHash: varchar({ length: 64 }).primaryKey(),
  providerId: uuid()
    .notNull()
    .references(() => ssoProviders.id, { onDelete: 'cascade' }),
  browserHash: varchar({ length: 64 }).notNull(),
  codeVerifier: varchar({ length: 128 }).notNull(),
  nonce: varchar({ length: 128 }).notNull(),
  returnTo: varchar({ length: 512 }).notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Which provider account signs in as which user: the provider's `sub`, never the e-mail. */
export const userIdentities = pgTable(
  'user_identities',
  {
    providerId: uuid()
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    subject: varchar({ length: 255 }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.subject] }),
    index('user_identities_user_id_idx').on(table.userId),
  ],
);
