import type { SsoProviderUpdateBody, SsoProviderView } from '@trellis/shared/sso';
import { presetIssuer, SSO_PROVIDER_PRESETS } from '@trellis/shared/sso-providers';
import type { SsoProviderKind } from '@trellis/shared/sso-kinds';

// The provider dialog's values and the words that depend on the kind chosen.

/** The form's values: on a new provider the secret is required, on an edit blank keeps it. */
export type SsoProviderFormValues = SsoProviderUpdateBody;

/** A new provider: Google Workspace, enabled. */
export const NEW_PROVIDER: SsoProviderFormValues = {
  kind: 'google',
  label: '',
  issuer: presetIssuer('google', ''),
  clientId: '',
  clientSecret: '',
  tenant: '',
  enabled: true,
};

/** A stored provider as its edit form starts: the secret blank, so it is kept. */
export function formValuesOf(provider: SsoProviderView): SsoProviderFormValues {
  const { kind, label, issuer, clientId, tenant, enabled } = provider;
  return { kind, label, issuer, clientId, tenant, enabled, clientSecret: '' };
}

/** What the tenant field is for, per kind. */
export const TENANT_HINTS: Record<SsoProviderKind, string> = {
  google:
    'Required: the district’s Google Workspace domain (the hd claim), e.g. springfield.k12.il.us. Only accounts of that Workspace can then join.',
  microsoft:
    'Required: the district’s directory (tenant) ID from Microsoft Entra ID, e.g. 72f988bf-86f1-41af-91ab-2d7cd011db47. It also goes into the issuer.',
  clever:
    'Required: the district’s Clever district ID (the district claim), from the Clever dashboard. Only accounts of that Clever district can then join.',
  classlink:
    'ClassLink sends no tenant Trellis checks: the district’s e-mail domains decide who may join, and ClassLink must confirm each address. Leave it blank.',
  oidc: 'This provider sends no tenant Trellis checks: the district’s e-mail domains decide who may join. Leave it blank.',
};

/** The button name's hint: the preset's name is used when it is left blank. */
export function labelHint(kind: SsoProviderKind): string {
  const preset = SSO_PROVIDER_PRESETS[kind].label;
  return preset
    ? `The button says “Sign in with …” this name. Leave blank for “${preset}”.`
    : 'The button says “Sign in with …” this name, e.g. the name staff know the provider by.';
}
