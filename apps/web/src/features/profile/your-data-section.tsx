import Button from 'react-bootstrap/Button';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { saveFile } from '../../lib/save-file';
import { useDownloadMyData } from './api/account';
import { DeleteAccountForm } from './delete-account-form';

const ALERT_KEY = 'yourData';

/** Your data (issue 16, privacy): download everything Trellis keeps, or delete the account. */
export function YourDataSection() {
  const download = useDownloadMyData();
  const onDownload = () => {
    if (download.isPending) return;
    const { setAlert, removeAlert } = useAlertsStore.getState();
    removeAlert(ALERT_KEY);
    download.mutate(undefined, {
      onSuccess: (file) => {
        saveFile(file);
        setAlert(ALERT_KEY, {
          alertType: 'success',
          title: `Your data is saved as ${file.fileName}.`,
        });
      },
      onError: (error) =>
        setAlert(ALERT_KEY, {
          alertType: 'danger',
          title: 'Your data could not be downloaded.',
          errors: [error],
        }),
    });
  };

  return (
    <section id="your-data" aria-labelledby="your-data-heading" className="mt-5">
      <h2 id="your-data-heading" className="h4">
        Your data
      </h2>
      <KeyedAlert alertKey={ALERT_KEY} />
      <p>
        Download everything Trellis keeps about you as one file (JSON): your profile, the student
        plans you own with their sharing and history, and which plans colleagues share with you.
      </p>
      <Button
        variant="outline-primary"
        onClick={onDownload}
        aria-disabled={download.isPending || undefined}
      >
        {download.isPending ? 'Preparing...' : 'Download my data'}
      </Button>
      <h3 className="h5 mt-4">Delete my account</h3>
      <DeleteAccountForm />
    </section>
  );
}
