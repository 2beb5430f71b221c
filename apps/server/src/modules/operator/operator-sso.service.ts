import type { DistrictSsoResponse, SsoSettingsBody } from '@trellis/shared/sso';
import { SSO_CALLBACK_PATH } from '@trellis/shared/sso-providers';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/constraint-violations';
import { type AuditActor, recordAudit } from '../../domain/administration/audit-log.repository';
import { lockDistrict } from '../../domain/administration/districts-admin.repository';
import {
  domainsOfOtherDistricts,
  findDistrictName,
  findDistrictSlug,
  listDistrictDomains,
  listDistrictProviders,
  replaceDistrictDomains,
  saveDistrictSlug,
  slugOwnerElsewhere,
} from '../../domain/sso/sso-settings.repository';
import { AppError, fieldError } from '../../errors';
import type { ConsoleDeps } from '../../http/console-deps';
import { ssoSecretBox } from '../../lib/secret-box';
import { DISTRICT_NOT_FOUND } from './operator-districts.service';
import { kindOf, providerView, RULE_BROKEN, reliesOnDomains } from './sso-provider-rules';

// A district's single sign-on as the operator sets it (issue 21): its sign-in address, the
// e-mail domains whose staff may join, and (operator-sso-providers.service.ts) its providers.

export const districtNotFound = (): never => {
  throw new AppError('NOT_FOUND', DISTRICT_NOT_FOUND);
};

export const SETTINGS_MESSAGES = {
  domainTaken: (domain: string, district: string) =>
    `${domain} belongs to another district (${district}). Remove it there first, or leave it out here.`,
  domainTakenMeanwhile: 'One of these domains was just given to another district. Save again.',
  slugTaken: (slug: string, district: string) =>
    `The sign-in address /sso/${slug} belongs to another district (${district}). Choose another.`,
  lastDomain: (labels: string[]) =>
    `Keep at least one e-mail domain: ${labels.join(', ')} lets staff join by the district's domains alone. Disable it or give it the district's tenant first.`,
} as const;

/** `GET /operator/districts/:id/sso`: what the console's page shows. */
export async function districtSso(deps: ConsoleDeps, districtId: string) {
  if (!(await findDistrictName(deps.db, districtId))) districtNotFound();
  return ssoResponse(deps, districtId);
}

async function ssoResponse(deps: ConsoleDeps, districtId: string): Promise<DistrictSsoResponse> {
  const [slug, domains, providers] = await Promise.all([
    findDistrictSlug(deps.db, districtId),
    listDistrictDomains(deps.db, districtId),
    listDistrictProviders(deps.db, districtId),
  ]);
  return {
    slug,
    domains,
    providers: providers.map(providerView),
    callbackUrl: `${deps.config.PUBLIC_URL}${SSO_CALLBACK_PATH}`,
    secretsConfigured: ssoSecretBox(deps.config) !== null,
  };
}

/**
 * `PUT /operator/districts/:id/sso`: the sign-in address and the domains, in one transaction
 * with its audit entry. A value another district holds is refused at its field (409), also
 * when both districts save at the same moment: the unique index decides.
 */
export async function saveSsoSettings(
  deps: ConsoleDeps,
  actor: AuditActor,
  districtId: string,
  body: SsoSettingsBody,
): Promise<DistrictSsoResponse> {
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const district = (await lockDistrict(tx, districtId)) ?? districtNotFound();
    const before = {
      slug: await findDistrictSlug(tx, districtId),
      domains: await listDistrictDomains(tx, districtId),
    };
    const domains = [...body.domains].sort();
    if (domains.length === 0 && before.domains.length > 0) {
      await refuseIfDomainsNeeded(tx, districtId);
    }
    if (body.slug !== before.slug) await claimSlug(tx, districtId, body.slug, at);
    if (domains.join() !== before.domains.join()) await claimDomains(tx, districtId, domains);
    const changes = settingsChanges(district.name, before, { slug: body.slug, domains });
    if (changes.length) {
      await recordAudit(tx, {
        at,
        actor,
        districtId,
        action: 'sso-changed',
        summary: changes.join(' '),
      });
    }
  });
  return ssoResponse(deps, districtId);
}

async function refuseIfDomainsNeeded(db: Db, districtId: string) {
  const relying = (await listDistrictProviders(db, districtId)).filter((row) =>
    reliesOnDomains({ ...row, kind: kindOf(row) }),
  );
  if (relying.length) {
    const labels = relying.map((row) => row.label);
    throw fieldError(RULE_BROKEN, 'domains', SETTINGS_MESSAGES.lastDomain(labels));
  }
}

/** Runs one write in a savepoint, so a unique violation leaves the transaction usable. */
async function inSavepoint(db: Db, write: (savepoint: Db) => Promise<void>) {
  try {
    await db.transaction(write);
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function claimSlug(db: Db, districtId: string, slug: string | null, at: Date) {
  if (await inSavepoint(db, (savepoint) => saveDistrictSlug(savepoint, districtId, slug, at))) {
    return;
  }
  const owner = slug ? await slugOwnerElsewhere(db, districtId, slug) : undefined;
  throw fieldError(
    'CONFLICT',
    'slug',
    SETTINGS_MESSAGES.slugTaken(slug ?? '', owner ?? 'another district'),
  );
}

async function claimDomains(db: Db, districtId: string, domains: string[]) {
  if (
    await inSavepoint(db, (savepoint) => replaceDistrictDomains(savepoint, districtId, domains))
  ) {
    return;
  }
  const taken = await domainsOfOtherDistricts(db, districtId, domains);
  const issues = taken.length
    ? taken.map(({ domain, districtName }) => ({
        path: 'domains',
        message: SETTINGS_MESSAGES.domainTaken(domain, districtName),
      }))
    : [{ path: 'domains', message: SETTINGS_MESSAGES.domainTakenMeanwhile }];
  throw new AppError('CONFLICT', issues.map((issue) => issue.message).join(' '), issues);
}

const listed = (domains: string[]) => (domains.length ? domains.join(', ') : 'none');

/** The audit log's sentences for a change of the settings; none when nothing changed. */
function settingsChanges(
  name: string,
  before: { slug: string | null; domains: string[] },
  after: { slug: string | null; domains: string[] },
): string[] {
  const changes: string[] = [];
  if (after.slug !== before.slug) {
    changes.push(
      after.slug
        ? `Set the single sign-on address of ${name} to /sso/${after.slug}.`
        : `Removed the single sign-on address /sso/${before.slug ?? ''} of ${name}.`,
    );
  }
  if (after.domains.join() !== before.domains.join()) {
    changes.push(
      `Set the single sign-on e-mail domains of ${name} to ${listed(after.domains)} (before: ${listed(before.domains)}).`,
    );
  }
  return changes;
}
