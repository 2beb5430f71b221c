import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import {
  SUMMARY_LANGUAGES,
  type FamilySummaryResponse,
  type SummaryLanguage,
} from '@trellis/shared/family-summary';
import { DownloadLink } from '../../components/download-link';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useMe } from '../../hooks/use-me';
import { isNotFound } from '../../lib/api-client';
import { useAppTranslation } from '../../lib/i18n';
import {
  downloadFamilySummaryPdf,
  familySummaryPdfPath,
  useFamilySummary,
} from './api/family-summary';
import { EmailForm } from './email-form';
import { LanguageChoice } from './language-choice';
import { SummaryDocument } from './summary-document';
import './family-summary.scss';

const isSummaryLanguage = (value: string | null): value is SummaryLanguage =>
  (SUMMARY_LANGUAGES as readonly (string | null)[]).includes(value);

/** The summary's language, kept in the address (`?language=`); the user's own by default. */
function useSummaryLanguage() {
  const [params, setParams] = useSearchParams();
  const userLocale = useMe().data?.user.locale ?? 'en';
  const asked = params.get('language');
  // The choice shows at once: the address follows a moment later (the router's navigation
  // is asynchronous), and a radio button must not flip back in between.
  const [picked, setPicked] = useState<SummaryLanguage | null>(null);
  const language = picked ?? (isSummaryLanguage(asked) ? asked : userLocale);
  const choose = (next: SummaryLanguage) => {
    setPicked(next);
    setParams(
      (current) => {
        current.set('language', next);
        return current;
      },
      { replace: true },
    );
  };
  return [language, choose] as const;
}

/** Print and Download PDF: what the family can keep on paper. */
function SummaryActions({ planId, language }: { planId: string; language: SummaryLanguage }) {
  const { t } = useAppTranslation();
  return (
    <nav
      aria-label={t('familySummary.actions')}
      className="d-flex flex-wrap align-items-center gap-3 mb-4 d-print-none"
    >
      <Link to={paths.students.plan(planId)}>{t('familySummary.backToPlan')}</Link>
      <Button variant="outline-primary" onClick={() => window.print()}>
        {t('familySummary.print')}
      </Button>
      <DownloadLink
        path={familySummaryPdfPath(planId, language)}
        download={downloadFamilySummaryPdf}
        messages={{
          busy: t('familySummary.working'),
          failed: (reason) => t('familySummary.fileFailed', { reason }),
        }}
      >
        {t('familySummary.downloadPdf')}
      </DownloadLink>
    </nav>
  );
}

/** One summary, or two side by side on wide screens (one after the other when narrow or printed). */
function Summaries({ response }: { response: FamilySummaryResponse }) {
  const both = response.summaries.length > 1;
  return (
    <div className={both ? 'family-summaries family-summaries-both' : 'family-summaries'}>
      {response.summaries.map((summary) => (
        <SummaryDocument key={summary.locale} summary={summary} />
      ))}
    </div>
  );
}

function SummaryBody({ planId, language }: { planId: string; language: SummaryLanguage }) {
  const { t } = useAppTranslation();
  const summary = useFamilySummary(planId, language);
  if (summary.isPending) return <LoadingIndicator label={t('familySummary.loading')} />;
  if (summary.isError) {
    if (isNotFound(summary.error)) {
      return (
        <>
          <Alert variant="warning">{t('familySummary.notAvailable')}</Alert>
          <Link to={paths.students.list}>{t('familySummary.goToStudents')}</Link>
        </>
      );
    }
    return (
      <>
        <Alert variant="danger" role="alert">
          {t('familySummary.loadFailed', { reason: summary.error.message })}
        </Alert>
        <Button variant="outline-primary" onClick={() => void summary.refetch()}>
          {t('familySummary.retry')}
        </Button>
      </>
    );
  }
  return <Summaries response={summary.data} />;
}

/**
 * /students/:id/family-summary — the plan told to the family (issue 24): in English, Spanish
 * or both side by side, to print, download as a PDF or e-mail to the family. Every word of
 * the summary comes from the server in its language; the page around it speaks the app's.
 */
export function FamilySummaryPage() {
  const { t } = useAppTranslation();
  const planId = useParams().id ?? '';
  const [language, chooseLanguage] = useSummaryLanguage();
  return (
    <section className="py-4 family-summary-page">
      <PageHeading className="h2 mb-3 d-print-none">{t('familySummary.pageTitle')}</PageHeading>
      <p className="d-print-none">{t('familySummary.intro')}</p>
      <LanguageChoice value={language} onChange={chooseLanguage} />
      <SummaryActions planId={planId} language={language} />
      <SummaryBody planId={planId} language={language} />
      <EmailForm planId={planId} language={language} />
    </section>
  );
}
