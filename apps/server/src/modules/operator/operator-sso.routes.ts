import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SuccessResponseSchema } from '@trellis/shared/auth';
import {
  DistrictSsoResponseSchema,
  SsoProviderCreateBodySchema,
  SsoProviderUpdateBodySchema,
  SsoProviderViewSchema,
  SsoSettingsBodySchema,
} from '@trellis/shared/sso';
import { operatorOf } from '../../http/require-role';
import type { ConsoleDeps } from '../../http/console-deps';
import { districtSso, saveSsoSettings } from './operator-sso.service';
import { changeProvider, createProvider, removeProvider } from './operator-sso-providers.service';

const tags = ['operator'];
const DistrictParams = z.object({ id: z.uuid('expected a district id') });
const ProviderParams = DistrictParams.extend({ providerId: z.uuid('expected a provider id') });
const PROVIDER_RULES =
  'SSO_SECRET_KEY unset: 409 at `clientSecret`. Rules broken (button name for `oidc`, https issuer, ' +
  'no `{tenant}` left for Microsoft, an enabled provider without the district’s domains or its ' +
  'tenant, an issuer whose discovery document cannot be read): 400 at the field. The secret is ' +
  'never answered.';

/** A district's single sign-on (issue 21): its sign-in address, e-mail domains and providers. */
export const operatorSsoRoutes: FastifyPluginAsyncZod<ConsoleDeps> = async (app, deps) => {
  app.get(
    '/operator/districts/:id/sso',
    {
      schema: {
        tags,
        summary: 'A district’s single sign-on settings, its providers and the redirect URI',
        params: DistrictParams,
        response: { 200: DistrictSsoResponseSchema },
      },
    },
    (request) => {
      operatorOf(request);
      return districtSso(deps, request.params.id);
    },
  );

  app.put(
    '/operator/districts/:id/sso',
    {
      schema: {
        tags,
        summary: 'Set a district’s sign-in address and e-mail domains',
        description:
          'A slug or domain another district has: 409 CONFLICT at `slug` or `domains`. Removing the last domain while an enabled provider relies on it: 400 at `domains`.',
        params: DistrictParams,
        body: SsoSettingsBodySchema,
        response: { 200: DistrictSsoResponseSchema },
      },
    },
    (request) => saveSsoSettings(deps, operatorOf(request), request.params.id, request.body),
  );

  app.post(
    '/operator/districts/:id/sso/providers',
    {
      schema: {
        tags,
        summary: 'Add an identity provider to a district',
        description: `At most 5 per district (409 LIMIT_REACHED). ${PROVIDER_RULES}`,
        params: DistrictParams,
        body: SsoProviderCreateBodySchema,
        response: { 201: SsoProviderViewSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createProvider(deps, operatorOf(request), request.params.id, request.body)),
  );

  app.put(
    '/operator/districts/:id/sso/providers/:providerId',
    {
      schema: {
        tags,
        summary: 'Change, enable or disable a district’s provider; an empty secret keeps it',
        description: PROVIDER_RULES,
        params: ProviderParams,
        body: SsoProviderUpdateBodySchema,
        response: { 200: SsoProviderViewSchema },
      },
    },
    (request) => changeProvider(deps, operatorOf(request), idsOf(request.params), request.body),
  );

  app.delete(
    '/operator/districts/:id/sso/providers/:providerId',
    {
      schema: {
        tags,
        summary: 'Remove a district’s provider, with its accounts’ links to it',
        params: ProviderParams,
        response: { 200: SuccessResponseSchema },
      },
    },
    (request) => removeProvider(deps, operatorOf(request), idsOf(request.params)),
  );
};

const idsOf = (params: z.infer<typeof ProviderParams>) => ({
  districtId: params.id,
  providerId: params.providerId,
});
