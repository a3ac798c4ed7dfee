import { Body, Controller, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { LoginResponse, LogoutResponse, RefreshResponse } from '@pm/contracts';
import { AppException } from '@pm/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BffSettings } from '../config/bff.config';
import { AuthService } from './auth.service';
import { LoginDto, RefreshTokenBodyDto } from './auth.dto';
import { LoginThrottlerGuard } from './login-throttler.guard';
import { Public } from './public.decorator';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie';

const missingRefreshToken = () => new AppException(401, 'REFRESH_INVALID', 'Refresh token is missing');

@Public()
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly settings: BffSettings,
  ) {}

  @Post('token')
  @HttpCode(200)
  @UseGuards(LoginThrottlerGuard)
  async login(
    @Body() body: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LoginResponse> {
    const result = await this.auth.login(body.email, body.password, {
      userAgent: request.headers['user-agent'],
      ip: request.ip,
    });
    setRefreshCookie(reply, this.settings, result.refreshToken, result.refreshExpiresAt);
    return {
      success: true,
      data: { token: result.token, refreshToken: result.refreshToken, user: result.user, expiresAt: result.expiresAt },
      message: 'Logged in successfully',
    };
  }

  @Post('token/refresh')
  @HttpCode(200)
  async refresh(
    @Body() body: RefreshTokenBodyDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RefreshResponse> {
    const given = body?.refreshToken ?? refreshCookieOf(request);
    if (!given) throw missingRefreshToken();
    try {
      const result = await this.auth.refresh(given);
      setRefreshCookie(reply, this.settings, result.refreshToken, result.refreshExpiresAt);
      return {
        success: true,
        data: { token: result.token, refreshToken: result.refreshToken, expiresAt: result.expiresAt },
        message: 'Token refreshed',
      };
    } catch (error) {
      if (error instanceof AppException && error.statusCode === 401) clearRefreshCookie(reply, this.settings);
      throw error;
    }
  }

  /** Needs no access token: an expired session must still be able to sign out. */
  @Post('logout')
  @HttpCode(200)
  async logout(
    @Body() body: RefreshTokenBodyDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LogoutResponse> {
    const given = body?.refreshToken ?? refreshCookieOf(request);
    clearRefreshCookie(reply, this.settings);
    if (given) await this.auth.logout(given);
    return { success: true, message: 'Logged out successfully' };
  }
}
