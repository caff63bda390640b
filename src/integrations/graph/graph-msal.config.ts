import type { Configuration } from '@azure/msal-node';

export interface GraphAppCredentials {
  loginUrl: string;
  tenantId: string;
  clientId: string;
  clientSecret: string;
}

/**
 * msal-node settings for app-only (client-credentials) tokens from GRAPH_LOGIN_URL.
 *
 * msal-node refuses an authority that is not https (authority_uri_insecure), while a local identity platform (the
 * tests' and the demo's fake on 127.0.0.1) answers plain http. So the authority is only msal's name for the tenant
 * (same host, https), and the endpoint metadata, given explicitly, sends the token request to GRAPH_LOGIN_URL as
 * configured. The explicit metadata (and the host as a known authority) also spares msal its instance- and
 * OpenID-discovery requests: client credentials need the token endpoint only.
 */
export function graphMsalConfig(credentials: GraphAppCredentials): Configuration {
  const tenantUrl = `${credentials.loginUrl}/${encodeURIComponent(credentials.tenantId)}`;
  const authority = tenantUrl.replace(/^http:/, 'https:');
  const host = new URL(tenantUrl).host;
  return {
    auth: {
      clientId: credentials.clientId,
      clientSecret: credentials.clientSecret,
      authority,
      knownAuthorities: [host],
      authorityMetadata: JSON.stringify({
        token_endpoint: `${tenantUrl}/oauth2/v2.0/token`,
        authorization_endpoint: `${tenantUrl}/oauth2/v2.0/authorize`,
        end_session_endpoint: `${tenantUrl}/oauth2/v2.0/logout`,
        jwks_uri: `${tenantUrl}/discovery/v2.0/keys`,
        issuer: `${authority}/v2.0`,
      }),
      cloudDiscoveryMetadata: JSON.stringify({
        tenant_discovery_endpoint: `${tenantUrl}/v2.0/.well-known/openid-configuration`,
        'api-version': '1.1',
        metadata: [{ preferred_network: host, preferred_cache: host, aliases: [host] }],
      }),
    },
  };
}
