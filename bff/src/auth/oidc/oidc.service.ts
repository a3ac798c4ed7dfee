import { Injectable } from '@nestjs/common';
import type { FederatedSignInRequest, OidcErrorCode } from '@pm/contracts';
import { AppException } from '@pm/kit';
import * as client from 'openid-client';
import { BffSettings } from '../../config/bff.config';
import type { OidcProviderSettings } from '../../config/oidc.config';
import type { OidcState } from './oidc-state-cookie';

const SCOPE = 'openid email profile';
const PROVIDER_TIMEOUT_SECONDS = 10;

/** A sign-in that ends on the login page with `code`; `cause` is only logged. */
export class OidcFailure extends Error {
  constructor(
    readonly code: OidcErrorCode,
    override readonly cause?: unknown,
  ) {
    super(code);
  }
}

const oidcNotFound = () => new AppException(404, 'NOT_FOUND', 'Sign-in provider not found');

/** Discovery on first use, not at boot, so a provider that is down never stops the bff; a failure is retried. */
@Injectable()
export class OidcService {
  private readonly configurations = new Map<string, Promise<client.Configuration>>();

  constructor(private readonly settings: BffSettings) {}

  get enabled(): boolean {
    return this.settings.oidc.providers.length > 0;
  }

  /** The configured provider of that name; 404 when the feature is off or the name is unknown. */
  provider(name: string): OidcProviderSettings {
    const provider = this.settings.oidc.providers.find((p) => p.name === name);
    if (!provider) throw oidcNotFound();
    return provider;
  }

  redirectUri(provider: OidcProviderSettings): string {
    return `${this.settings.oidc.publicUrl}/api/auth/oidc/${provider.name}/callback`;
  }

  async authorizationRequest(
    provider: OidcProviderSettings,
    returnPath: string | undefined,
  ): Promise<{ url: URL; state: OidcState }> {
    const configuration = await this.discover(provider);
    const state: OidcState = {
      provider: provider.name,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      returnPath,
      issuedAt: Date.now(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider),
      scope: SCOPE,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(state.codeVerifier),
      code_challenge_method: 'S256',
      state: state.state,
      nonce: state.nonce,
    });
    return { url, state };
  }

  async verifyCallback(
    provider: OidcProviderSettings,
    state: OidcState | null,
    query: string,
  ): Promise<FederatedSignInRequest> {
    const params = new URLSearchParams(query);
    if (!state || state.provider !== provider.name || params.get('state') !== state.state) {
      throw new OidcFailure('invalid_state');
    }
    const error = params.get('error');
    if (error) throw new OidcFailure(error === 'access_denied' ? 'access_denied' : 'provider_error', error);

    const configuration = await this.discover(provider).catch((cause: unknown) => {
      throw new OidcFailure('provider_unavailable', cause);
    });
    const currentUrl = new URL(this.redirectUri(provider));
    currentUrl.search = params.toString();
    let issuer: string;
    let subject: string;
    let profile: { email?: unknown; email_verified?: unknown };
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: state.codeVerifier,
        expectedState: state.state,
        expectedNonce: state.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      issuer = claims.iss;
      subject = claims.sub;
      profile = { email: claims.email, email_verified: claims.email_verified };
      // In the code flow a provider may keep scope claims for the UserInfo endpoint (OIDC Core 5.4).
      if (typeof claims.email !== 'string') {
        profile = await client.fetchUserInfo(configuration, tokens.access_token, subject);
      }
    } catch (cause) {
      throw new OidcFailure('provider_error', cause);
    }
    const email = typeof profile.email === 'string' ? profile.email : undefined;
    return {
      issuer,
      subject,
      ...(email ? { email } : {}),
      // Some providers send the claim as a string.
      emailVerified: profile.email_verified === true || profile.email_verified === 'true',
    };
  }

  private discover(provider: OidcProviderSettings): Promise<client.Configuration> {
    let configuration = this.configurations.get(provider.name);
    if (!configuration) {
      configuration = client
        .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
          timeout: PROVIDER_TIMEOUT_SECONDS,
          ...(provider.allowInsecure ? { execute: [client.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          this.configurations.delete(provider.name);
          throw new OidcFailure('provider_unavailable', error);
        });
      this.configurations.set(provider.name, configuration);
    }
    return configuration;
  }
}

export const errorText = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);
