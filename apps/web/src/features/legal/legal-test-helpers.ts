import { screen } from '@testing-library/react';
import { renderApp, signedOut, stubApi } from '../../test/render-app';

export const SUPPORT_EMAIL = 'help@trellis.example';

/** Opens a legal page signed out, as a visitor following the footer link would. */
export async function openLegalPage(path: string, title: string) {
  stubApi({
    '/api/v1/me': signedOut,
    '/api/v1/site': {
      productName: 'Trellis',
      version: '1.0.0',
      supportEmail: SUPPORT_EMAIL,
      supportPhone: '1',
    },
  });
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title });
}

/** The page's text as one line, with typographic apostrophes and quotes made plain. */
export function legalText(): string {
  return (screen.getByRole('article').textContent ?? '')
    .replace(/\s+/g, ' ')
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"');
}
