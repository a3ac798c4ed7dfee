import { Controller, Get, Logger, Param, Query, Req, Res, UseFilters, UseGuards } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { LoginResponse, OidcProvidersResponse } from '@pm/contracts';
import { AppException } from '@pm/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BffSettings } from '../../config/bff.config';
import { AuthService } from '../auth.service';
import { LoginThrottlerGuard } from '../login-throttler.guard';
import { Public } from '../public.decorator';
import { setRefreshCookie } from '../refresh-cookie';
import { clearOidcStateCookie, oidcStateOf, setOidcStateCookie } from './oidc-state-cookie';
import { OidcRedirectFilter } from './oidc-redirect.filter';
import { errorText, OidcFailure, OidcService } from './oidc.service';
import { failureLocation, safeReturnPath, signedInLocation } from './return-path';

/**
 * start and callback are browser navigations, so they answer redirects only. They share the login's
 * per-address limit; the per-e-mail one has no e-mail to count.
 */
@Public()
@Controller('api/auth/oidc')
export class OidcController {
  private readonly logger = new Logger('Oidc');

  constructor(
    private readonly oidc: OidcService,
    private readonly auth: AuthService,
    private readonly settings: BffSettings,
  ) {}

  /** The login page asks on every visit: with sign-in providers off the answer is an empty list, not a 404. */
  @Get('providers')
  providers(): OidcProvidersResponse {
    const providers = this.oidc.enabled ? this.settings.oidc.providers : [];
    return { success: true, data: providers.map(({ name, label }) => ({ name, label })) };
  }

  @Get(':provider/start')
  @UseGuards(LoginThrottlerGuard)
  @SkipThrottle({ 'login-email': true })
  @UseFilters(OidcRedirectFilter)
  async start(
    @Param('provider') name: string,
    @Query('returnUrl') returnUrl: unknown,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const provider = this.oidc.provider(name);
    try {
      const { url, state } = await this.oidc.authorizationRequest(provider, safeReturnPath(returnUrl));
      setOidcStateCookie(reply, this.settings, state);
      void reply.redirect(url.href, 302);
    } catch (error) {
      this.fail(reply, error);
    }
  }

  @Get(':provider/callback')
  @UseGuards(LoginThrottlerGuard)
  @SkipThrottle({ 'login-email': true })
  @UseFilters(OidcRedirectFilter)
  async callback(
    @Param('provider') name: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const provider = this.oidc.provider(name);
    const state = oidcStateOf(request);
    // One use: whatever happens next, this state is spent.
    clearOidcStateCookie(reply, this.settings);
    try {
      const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const identity = await this.oidc.verifyCallback(provider, state, query);
      const result = await this.auth.loginFederated(identity, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      setRefreshCookie(reply, this.settings, result.refreshToken, result.refreshExpiresAt);
      const auth: LoginResponse['data'] = {
        token: result.token,
        refreshToken: result.refreshToken,
        user: result.user,
        expiresAt: result.expiresAt,
      };
      // The tokens ride in the URL (the spec's `auth` parameter): keep the answer out of caches and referrers.
      void reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(signedInLocation(state?.returnPath, auth), 302);
    } catch (error) {
      this.fail(reply, error);
    }
  }

  private fail(reply: FastifyReply, error: unknown): void {
    if (error instanceof OidcFailure) {
      if (error.cause !== undefined) this.logger.warn(`sign-in failed (${error.code}): ${errorText(error.cause)}`);
      void reply.redirect(failureLocation(error.code), 302);
      return;
    }
    if (error instanceof AppException && error.code === 'FEDERATED_USER_NOT_FOUND') {
      void reply.redirect(failureLocation('no_account'), 302);
      return;
    }
    throw error;
  }
}
