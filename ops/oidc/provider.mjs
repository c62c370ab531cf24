// A real OpenID Connect provider (panva/oidc-provider) on loopback, for the sign-in tests.
//
//   node ops/oidc/provider.mjs PORT
//
// One client, `newsroom` / `newsroom-secret`, whose redirect URIs may be any
// http://127.0.0.1:<port>/api/v1/auth/callback (each test server has its own port). The
// development login form takes any login: the account `<login>` has the address
// `<login>@example.org`, verified unless the login starts with `unverified`. Consent is
// implied, so the login form is the only page.
import Provider from 'oidc-provider';

const port = Number(process.argv[2] ?? 9400);
const issuer = `http://127.0.0.1:${port}`;
const CALLBACK = /^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/auth\/callback$/;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'newsroom',
      client_secret: 'newsroom-secret',
      redirect_uris: ['http://127.0.0.1/api/v1/auth/callback'],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  pkce: { required: () => true },
  async findAccount(_ctx, id) {
    return {
      accountId: id,
      async claims() {
        return { sub: id, email: `${id}@example.org`, email_verified: !id.startsWith('unverified'), name: id };
      },
    };
  },
  // Consent is implied: a grant with what the client asks for.
  async loadExistingGrant(ctx) {
    const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId: ctx.oidc.session.accountId });
    grant.addOIDCScope('openid email profile');
    grant.addOIDCClaims(['email', 'email_verified', 'name']);
    await grant.save();
    return grant;
  },
});
provider.Client.prototype.redirectUriAllowed = (uri) => CALLBACK.test(uri);
provider.listen(port, '127.0.0.1', () => {
  console.log(`oidc-provider listening on ${issuer}`);
});
