import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakePlanServer, planId, studentPlan } from '../../test/plan-server';
import { renderApp, signedIn } from '../../test/render-app';
import { useBuilderStore } from '../../stores/builder-store';
import { clearSyncMeta, stopBuilderSync } from '../../stores/builder-sync';
import { useCartStore } from '../../stores/cart-store';
import { useExportPreferencesStore } from '../../stores/export-preferences-store';

// Each step waits on a chain of answers (save, switch, load), slow when the suite runs in parallel.
configure({ asyncUtilTimeout: 5000 });

const OPTION = "Print the student's label as Student Name";

beforeEach(() => {
  stopBuilderSync();
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
  clearSyncMeta();
  useExportPreferencesStore.getState().setPrintStudentName(false);
});
afterEach(() => stopBuilderSync());

function withPdfs() {
  const sent: unknown[] = [];
  const server = fakePlanServer({
    plans: [
      studentPlan(1, {
        label: 'J.T.',
        state: { strengths: [], needs: [], plan: [{ key: 'L12', title: 'Audiobooks' }] },
      }),
    ],
    currentPlanId: planId(1),
    extra: {
      '/api/v1/me': signedIn,
      '/api/v1/plan/personnel': { personnel: [] },
      '/api/v1/plan/email': (body) => {
        sent.push(body);
        return Response.json({ success: true, recipients: ['cam@example.org'] });
      },
      '/api/v1/plan/pdf': (body) => {
        sent.push(body);
        // No PDF needed here: a failure ends the request.
        return new Response(JSON.stringify({ code: 'INTERNAL_ERROR', message: 'x' }), {
          status: 500,
        });
      },
    },
  });
  return { server, sent };
}

describe('Student Name on the exports', () => {
  it('is left blank unless the user chooses to print the label, and the choice is remembered', async () => {
    const user = userEvent.setup();
    const { sent } = withPdfs();
    renderApp('/plan');
    const option = await screen.findByLabelText(OPTION, {});
    expect(option).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Download Plan PDF' }));
    await screen.findByText('The PDF could not be made. Please try again.');
    expect(sent[0]).not.toHaveProperty('studentName');

    await user.click(screen.getByRole('button', { name: 'View Trellis Plan' }));
    let printable = await screen.findByRole('dialog', { name: 'Trellis Accommodation Plan' });
    expect(within(printable).getByText(/Student Name:/)).toHaveTextContent(
      'Student Name: (left blank to fill in)',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(option);
    expect(option).toHaveAccessibleDescription(
      'The printable plan, the PDFs and the e-mail show “J.T.” as Student Name.',
    );
    expect(localStorage.getItem('trellis-export-preferences')).toContain('"printStudentName":true');
    await user.click(screen.getByRole('button', { name: 'Download Plan PDF' }));
    await screen.findByText('The PDF could not be made. Please try again.');
    expect(sent[1]).toMatchObject({ studentName: 'J.T.', plan: ['L12'] });

    await user.click(screen.getByRole('button', { name: 'View Trellis Plan' }));
    printable = await screen.findByRole('dialog', { name: 'Trellis Accommodation Plan' });
    expect(within(printable).getByText(/Student Name:/)).toHaveTextContent('Student Name: J.T.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Send in Email' }));
    await user.type(await screen.findByLabelText('Other e-mail addresses'), 'cam@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    await screen.findByText('Your email has been sent successfully!');
    expect(sent[2]).toMatchObject({ studentName: 'J.T.', otherEmails: 'cam@example.org' });
  });
});
