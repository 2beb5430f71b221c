import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { FAMILY_LOCALES, type FamilyLocale, LOCALE_TAGS } from '@trellis/shared/locales';
import { announce } from '../../components/announce';
import { currentLocale, i18n, setAppLocale, useAppTranslation } from '../../lib/i18n';
import { useSetLocale } from './api/locale';

/**
 * "Language": English or Español. A choice switches the app at once and is saved to the
 * account, so the next sign-in, on any computer, speaks it too. The section is in the app's
 * language inside a page that otherwise stays English, so it says its own `lang`.
 */
export function LanguageSetting() {
  const { t } = useAppTranslation();
  const setLocale = useSetLocale();
  const locale = currentLocale();

  const choose = (next: FamilyLocale) => {
    const before = locale;
    setAppLocale(next);
    setLocale.mutate(
      { locale: next },
      {
        // Said in the language just chosen: the words confirm the switch.
        onSuccess: () => announce(i18n.t('profile.language.saved', { lng: next })),
        onError: () => setAppLocale(before),
      },
    );
  };

  return (
    <section
      id="language"
      aria-labelledby="language-heading"
      lang={LOCALE_TAGS[locale]}
      className="mt-5"
    >
      <h2 id="language-heading" className="h4">
        {t('profile.language.heading')}
      </h2>
      <Form.Group className="mb-3 narrow-page" controlId="profile-language">
        <Form.Label>{t('profile.language.label')}</Form.Label>
        <Form.Select
          value={locale}
          aria-describedby="profile-language-hint"
          onChange={(event) => choose(event.target.value as FamilyLocale)}
        >
          {FAMILY_LOCALES.map((code) => (
            // Each language's name in that language, marked with it.
            <option key={code} value={code} lang={LOCALE_TAGS[code]}>
              {t(`languages.${code}`)}
            </option>
          ))}
        </Form.Select>
        <Form.Text id="profile-language-hint" className="d-block">
          {t('profile.language.hint')}
        </Form.Text>
      </Form.Group>
      {setLocale.isError && (
        <Alert variant="danger" role="alert">
          {t('profile.language.failed', { reason: setLocale.error.message })}
        </Alert>
      )}
    </section>
  );
}
