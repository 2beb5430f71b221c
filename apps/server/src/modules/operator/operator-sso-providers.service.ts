import {
  SSO_LIMITS,
  type SsoProviderCreateBody,
  type SsoProviderUpdateBody,
  type SsoProviderView,
} from '@trellis/shared/sso';
import { SSO_PROVIDER_KIND_NAMES } from '@trellis/shared/sso-providers';
import { countedNoun } from '@trellis/shared/text';
import type { Db } from '../../db/client';
import { type AuditActor, recordAudit } from '../../domain/administration/audit-log.repository';
import { lockDistrict } from '../../domain/administration/districts-admin.repository';
import { forgetProviderConfigurations } from '../../domain/sso/oidc-client';
import {
  countDistrictProviders,
  countProviderIdentities,
  deleteProvider,
  findDistrictName,
  findDistrictProvider,
  insertProvider,
  listDistrictDomains,
  type SsoProviderRow,
  updateProvider,
} from '../../domain/sso/sso-settings.repository';
import { AppError } from '../../errors';
import type { ConsoleDeps } from '../../http/console-deps';
import { districtNotFound } from './operator-sso.service';
import {
  checkReachable,
  joinRuleMissing,
  openStoredSecret,
  providerLimitReached,
  type ProviderValues,
  providerValuesOf,
  providerView,
  reliesOnDomains,
  secretBoxOrRefuse,
  SSO_MESSAGES,
} from './sso-provider-rules';

// A district's identity providers (issue 21): added, changed and removed by an operator. The
// client secret is sealed before it is stored and never answered, logged or audited. The
// provider's discovery document is read before a new connection is kept, outside the
// transaction, so a slow provider holds no lock.

const providerNotFound = (): never => {
  throw new AppError('NOT_FOUND', SSO_MESSAGES.providerNotFound);
};

/**
 * The rules that depend on the district: it exists, has room for a new provider, and an
 * enabled provider has a join rule (the district's domains, or its own tenant).
 */
async function checkDistrictRules(
  db: Db,
  districtId: string,
  values: ProviderValues,
  isNew: boolean,
): Promise<string> {
  const name = (await findDistrictName(db, districtId)) ?? districtNotFound();
  if (isNew && (await countDistrictProviders(db, districtId)) >= SSO_LIMITS.providers) {
    throw providerLimitReached();
  }
  if (reliesOnDomains(values) && (await listDistrictDomains(db, districtId)).length === 0) {
    throw joinRuleMissing();
  }
  return name;
}

const providerName = (values: ProviderValues) =>
  `${values.label} (${SSO_PROVIDER_KIND_NAMES[values.kind]})`;

/** `POST /operator/districts/:id/sso/providers`. */
export async function createProvider(
  deps: ConsoleDeps,
  actor: AuditActor,
  districtId: string,
  body: SsoProviderCreateBody,
): Promise<SsoProviderView> {
  const box = secretBoxOrRefuse(deps.config);
  const values = providerValuesOf(body, deps.config);
  await checkDistrictRules(deps.db, districtId, values, true);
  await checkReachable({ ...values, clientSecret: body.clientSecret }, deps.config);
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    if (!(await lockDistrict(tx, districtId))) districtNotFound();
    const name = await checkDistrictRules(tx, districtId, values, true);
    const created = await insertProvider(tx, districtId, {
      ...values,
      clientSecretEncrypted: box.seal(body.clientSecret),
      createdAt: at,
      updatedAt: at,
    });
    const tenant = values.tenant ? `, tenant ${values.tenant}` : '';
    await recordAudit(tx, {
      at,
      actor,
      districtId,
      action: 'sso-changed',
      summary:
        `Added the sign-in provider ${providerName(values)} to ${name}: issuer ${values.issuer}, ` +
        `client ID ${values.clientId}${tenant}, ${values.enabled ? 'enabled' : 'disabled'}.`,
    });
    return created;
  });
  forgetProviderConfigurations();
  return providerView(row);
}

/** What changed, in the audit log's words; the secret only as "a new client secret". */
function providerChanges(before: SsoProviderRow, after: ProviderValues, newSecret: boolean) {
  const changes: string[] = [];
  const compare = (what: string, from: string, to: string) => {
    if (from !== to) changes.push(`${what} ${from || '(none)'} → ${to || '(none)'}`);
  };
  compare('button name', before.label, after.label);
  compare('issuer', before.issuer, after.issuer);
  compare('client ID', before.clientId, after.clientId);
  compare('tenant', before.tenant, after.tenant);
  if (newSecret) changes.push('a new client secret');
  if (before.enabled !== after.enabled) changes.push(after.enabled ? 'enabled' : 'disabled');
  return changes;
}

/** `PUT /operator/districts/:id/sso/providers/:providerId`: an empty secret keeps the stored one. */
export async function changeProvider(
  deps: ConsoleDeps,
  actor: AuditActor,
  ids: { districtId: string; providerId: string },
  body: SsoProviderUpdateBody,
): Promise<SsoProviderView> {
  const { districtId, providerId } = ids;
  const box = secretBoxOrRefuse(deps.config);
  const values = providerValuesOf(body, deps.config);
  const stored =
    (await findDistrictProvider(deps.db, districtId, providerId)) ?? providerNotFound();
  const clientSecret = body.clientSecret || openStoredSecret(box, stored);
  await checkDistrictRules(deps.db, districtId, values, false);
  const connectionChanged =
    body.clientSecret !== '' ||
    values.issuer !== stored.issuer ||
    values.clientId !== stored.clientId;
  if (connectionChanged) await checkReachable({ ...values, clientSecret }, deps.config);
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    if (!(await lockDistrict(tx, districtId))) districtNotFound();
    const before = (await findDistrictProvider(tx, districtId, providerId)) ?? providerNotFound();
    const name = await checkDistrictRules(tx, districtId, values, false);
    const changes = providerChanges(before, values, body.clientSecret !== '');
    if (!changes.length) return before;
    const secret = body.clientSecret ? { clientSecretEncrypted: box.seal(body.clientSecret) } : {};
    const updated = await updateProvider(tx, providerId, { ...values, ...secret, updatedAt: at });
    await recordAudit(tx, {
      at,
      actor,
      districtId,
      action: 'sso-changed',
      summary: `Changed the sign-in provider ${providerName(values)} of ${name}: ${changes.join(', ')}.`,
    });
    return updated ?? providerNotFound();
  });
  forgetProviderConfigurations();
  return providerView(row);
}

/**
 * `DELETE /operator/districts/:id/sso/providers/:providerId`: the accounts' links to it go
 * with it (their Trellis accounts stay; they sign in with a password or another provider).
 */
export async function removeProvider(
  deps: ConsoleDeps,
  actor: AuditActor,
  ids: { districtId: string; providerId: string },
): Promise<{ success: true }> {
  const { districtId, providerId } = ids;
  const at = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const district = (await lockDistrict(tx, districtId)) ?? providerNotFound();
    const row = (await findDistrictProvider(tx, districtId, providerId)) ?? providerNotFound();
    const linked = await countProviderIdentities(tx, providerId);
    await deleteProvider(tx, providerId);
    const values = { ...row, kind: providerView(row).kind };
    await recordAudit(tx, {
      at,
      actor,
      districtId,
      action: 'sso-changed',
      summary:
        `Removed the sign-in provider ${providerName(values)} from ${district.name}; ` +
        `${countedNoun(linked, 'account')} can no longer sign in with it.`,
    });
  });
  forgetProviderConfigurations();
  return { success: true };
}
