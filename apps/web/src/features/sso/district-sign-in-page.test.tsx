import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ssoStartPath } from '@trellis/shared/sso-providers';
import { renderApp, signedIn, signedOut, stubApi } from '../../test/render-app';

const DISTRICT_PATH = '/api/v1/auth/sso/districts/springfield';

const provider = {
  id: '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  label: 'Microsoft',
  kind: 'microsoft',
  districtName: 'Springfield Public Schools',
};

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('a district sign-in address, /sso/:slug', () => {
  it("says 'Loading...' while the district is looked up", async () => {
    let answer: (response: Response) => void = () => {};
    const calls = stubApi({
      '/api/v1/me': signedOut,
      [DISTRICT_PATH]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/sso/springfield');
    // The first test also pays for transforming the lazily loaded page.
    await waitFor(() => expect(calls).toContain(DISTRICT_PATH));
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    answer(Response.json({ providers: [provider] }));
    expect(await heading('Springfield Public Schools')).toBeInTheDocument();
  }, 10_000);

  it("shows the district's name and a button per provider, with the password sign-in a link away", async () => {
    stubApi({ '/api/v1/me': signedOut, [DISTRICT_PATH]: { providers: [provider] } });
    renderApp('/sso/springfield');
    expect(await heading('Springfield Public Schools')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with Microsoft' })).toHaveAttribute(
      'href',
      ssoStartPath(provider.id),
    );
    expect(
      screen.getByRole('link', { name: 'Sign in with your e-mail address and password instead' }),
    ).toHaveAttribute('href', '/');
  });

  it('says plainly that an unknown address has no district sign-in', async () => {
    stubApi({ '/api/v1/me': signedOut });
    renderApp('/sso/springfield');
    expect(await heading('Sign In')).toBeInTheDocument();
    expect(screen.getByText(/There is no district sign-in at this address/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Sign in with (?!your)/ })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Sign in with your e-mail address and password' }),
    ).toHaveAttribute('href', '/');
  });

  it('says so when every provider of the district is switched off', async () => {
    stubApi({ '/api/v1/me': signedOut, [DISTRICT_PATH]: { providers: [] } });
    renderApp('/sso/springfield');
    expect(await heading('Sign In')).toBeInTheDocument();
    expect(screen.getByText(/single sign-on is switched off/)).toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    stubApi({
      '/api/v1/me': signedOut,
      [DISTRICT_PATH]: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderApp('/sso/springfield');
    expect(await screen.findByRole('alert', {})).toHaveTextContent(
      "Your district's sign-in could not be loaded.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends someone already signed in to the dashboard', async () => {
    stubApi({ '/api/v1/me': signedIn, [DISTRICT_PATH]: { providers: [provider] } });
    const { router } = renderApp('/sso/springfield');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
