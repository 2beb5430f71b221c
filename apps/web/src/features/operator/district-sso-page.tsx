import Alert from 'react-bootstrap/Alert';
import { Link, useParams } from 'react-router';
import { SSO_CALLBACK_PATH } from '@trellis/shared/sso-providers';
import { Outcome } from '../../components/outcome';
import { paths } from '../../config/paths';
import { useAnnouncement } from '../../hooks/use-announcement';
import { useDistricts } from './api/districts';
import { useDistrictSso } from './api/district-sso';
import { OperatorConsole } from './operator-console';
import { QueryContent } from './query-content';
import { SsoProvidersSection } from './sso-providers-section';
import { SsoRedirectUri } from './sso-redirect-uri';
import { SsoSettingsForm } from './sso-settings-form';

/** Said when the server cannot seal client secrets, so no provider can be saved or used. */
function NoSecretKeyWarning() {
  return (
    <Alert variant="warning" role="status">
      <Alert.Heading as="h2" className="h5">
        Providers cannot be saved yet
      </Alert.Heading>
      <p className="mb-0">
        The server has no SSO_SECRET_KEY, which Trellis needs to store client secrets encrypted. Set
        it to 32 random bytes (64 hexadecimal characters) in the server’s environment as docs/sso.md
        describes, and restart Trellis.
      </p>
    </Alert>
  );
}

/**
 * /operator/districts/:id/sso: a district's single sign-on. The redirect URI its IT
 * administrator registers, who may join (sign-in address, e-mail domains) and its providers.
 */
export function DistrictSsoPage() {
  const districtId = useParams().id ?? '';
  const districts = useDistricts();
  const sso = useDistrictSso(districtId);
  const settingsOutcome = useAnnouncement();
  const name = districts.data?.districts.find((district) => district.id === districtId)?.name;

  return (
    <OperatorConsole title={name ? `Single sign-on — ${name}` : 'Single sign-on'}>
      <p>
        <Link to={paths.operator.districts}>Back to the districts</Link>
      </p>
      <QueryContent query={sso} what="the district’s single sign-on">
        {(settings) => (
          <>
            {!settings.secretsConfigured && <NoSecretKeyWarning />}
            <SsoRedirectUri callbackUrl={settings.callbackUrl} />
            <SsoSettingsForm
              districtId={districtId}
              sso={settings}
              publicUrl={settings.callbackUrl.slice(0, -SSO_CALLBACK_PATH.length)}
              onSaved={() =>
                settingsOutcome.succeeded('The sign-in address and domains are saved.')
              }
            />
            <Outcome notice={settingsOutcome.notice} failure={settingsOutcome.failure} />
            <SsoProvidersSection
              districtId={districtId}
              districtName={name ?? 'this district'}
              providers={settings.providers}
            />
          </>
        )}
      </QueryContent>
    </OperatorConsole>
  );
}
