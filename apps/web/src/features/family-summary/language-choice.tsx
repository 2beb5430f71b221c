import Form from 'react-bootstrap/Form';
import { SUMMARY_LANGUAGES, type SummaryLanguage } from '@trellis/shared/family-summary';
import { useAppTranslation } from '../../lib/i18n';

/** English, Spanish, or both side by side: a radio group (each choice in its own language). */
export function LanguageChoice({
  value,
  onChange,
}: {
  value: SummaryLanguage;
  onChange(language: SummaryLanguage): void;
}) {
  const { t } = useAppTranslation();
  // Each language's name is written in that language, so it is marked with it.
  const langOf = (language: SummaryLanguage) =>
    language === 'en' ? 'en' : language === 'es' ? 'es' : undefined;
  return (
    <fieldset className="mb-3 d-print-none">
      <legend className="fs-6 fw-semibold">{t('familySummary.languageLegend')}</legend>
      <div className="d-flex flex-wrap gap-3">
        {SUMMARY_LANGUAGES.map((language) => (
          <Form.Check
            key={language}
            type="radio"
            id={`summary-language-${language}`}
            name="summary-language"
            value={language}
            checked={value === language}
            onChange={() => onChange(language)}
            label={<span lang={langOf(language)}>{t(`languages.${language}`)}</span>}
          />
        ))}
      </div>
    </fieldset>
  );
}
