import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, decodeJwt, SignJWT, type JWK, type JWTPayload } from 'jose';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** What the local provider says about an account: by default its login is its e-mail. */
export interface LocalAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  /** A tenant claim (Google's `hd`, Microsoft's `tid`), when the test needs one. */
  [claim: string]: unknown;
}

/**
 * Changes the ID token the token endpoint answers with: new claims, signed with the
 * provider's own key, or with a key the provider never published (`rogueKey`).
 */
export type IdTokenTamper = (claims: JWTPayload) => { claims: JWTPayload; rogueKey?: boolean };

export interface LocalOidcProvider {
  /** The issuer, e.g. `http://127.0.0.1:41234`: what the operator types in as the issuer. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Accounts by login; a login not listed signs in as itself with a verified e-mail. */
  accounts: Map<string, LocalAccount>;
  /** Set to change the next ID tokens, null to stop. */
  tamperIdToken: IdTokenTamper | null;
  /**
   * Does what a person does at the provider's sign-in page, over HTTP: follows the
   * authorization address, submits the login, and returns the address the provider sends
   * the browser back to (Trellis's callback with `code` and `state`, or with `error`).
   */
  signIn(authorizationUrl: string, login: string): Promise<string>;
  close(): Promise<void>;
}

const CLIENT_ID = 'trellis-test';
const CLIENT_SECRET = 'local-provider-client-secret';

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on loopback, for the tests of
 * single sign-on: discovery, authorization code with PKCE, signed ID tokens, its keys at
 * jwks_uri. Consent is taken as given for its one client, as a district's own provider does.
 */
export async function startLocalOidcProvider(options: {
  redirectUris: string[];
  port?: number;
}): Promise<LocalOidcProvider> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const rogue = await generateKeyPair('RS256', { extractable: true });
  const signingJwk: JWK = {
    ...(await exportJWK(privateKey)),
    kid: 'local-1',
    alg: 'RS256',
    use: 'sig',
  };
  const accounts = new Map<string, LocalAccount>();

  // The issuer needs the port, and the port is known once listening: listen on a plain
  // server first, then hand its requests to the provider.
  let handler: RequestListener | null = null;
  const server = createServer((req, res) => handler?.(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [signingJwk] },
    cookies: { keys: ['local-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name', 'hd', 'tid'],
    },
    pkce: { required: () => true },
    // Claims in the ID token itself, as Google and Microsoft send them.
    conformIdTokenClaims: false,
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id) ?? {};
      const claims = {
        sub: id,
        email: id.includes('@') ? id : undefined,
        email_verified: id.includes('@'),
        ...account,
      };
      return { accountId: id, claims: () => claims };
    },
    // The district's provider does not ask its own staff to consent to their own tool.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client;
      const accountId = ctx.oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  provider.proxy = false;

  const local: LocalOidcProvider = {
    issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    accounts,
    tamperIdToken: null,
    signIn: (authorizationUrl, login) => followSignIn(authorizationUrl, login, issuer),
    close: () =>
      new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      ),
  };

  provider.use(async (ctx, next) => {
    await next();
    const tamper = local.tamperIdToken;
    const body = ctx.body as { id_token?: string } | undefined;
    if (!tamper || ctx.path !== '/token' || !body?.id_token) return;
    const changed = tamper(decodeJwt(body.id_token));
    const key = changed.rogueKey ? rogue.privateKey : privateKey;
    const idToken = await new SignJWT(changed.claims)
      .setProtectedHeader({ alg: 'RS256', kid: signingJwk.kid, typ: 'JWT' })
      .sign(key);
    ctx.body = { ...body, id_token: idToken };
  });

  handler = provider.callback();
  return local;
}

/** The provider's sign-in, by HTTP: each redirect followed with the cookies it set. */
async function followSignIn(start: string, login: string, issuer: string): Promise<string> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let url = start;
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop += 1) {
    if (!url.startsWith(issuer)) return url;
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie: cookieHeader() },
      redirect: 'manual',
    });
    remember(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url).toString();
      continue;
    }
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action || !page.includes('name="login"')) {
      throw new Error(`The local provider answered ${response.status} without a sign-in form`);
    }
    url = new URL(action.replace(/&amp;/g, '&'), url).toString();
    body = new URLSearchParams({ prompt: 'login', login, password: 'any' });
  }
  throw new Error('The local provider redirected too many times');
}
