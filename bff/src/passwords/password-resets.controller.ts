import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type {
  PasswordResetDoneResponse,
  PasswordResetPreviewResponse,
  PasswordResetRequestedResponse,
} from '@pm/contracts';
import { AppException } from '@pm/kit';
import { Public } from '../auth/public.decorator';
import { SessionRevocations } from '../auth/session-revocations';
import { PasswordResetRequestDto, RESET_TOKEN_PATTERN, ResetPasswordDto } from './password-resets.dto';
import { PasswordResetThrottlerGuard } from './password-reset-throttler.guard';
import { PasswordsClient } from './passwords.client';

const REQUESTED =
  'If an account uses this email address, we have sent it a link to reset the password. The link works for one hour.';
const resetNotFound = () => new AppException(404, 'PASSWORD_RESET_NOT_FOUND', 'This password reset link is not valid');

/** Forgot password: a public, rate-limited token-link flow (DESIGN §5), REST like the rest of sign-in. */
@Public()
@Controller('api/auth/password-resets')
@UseGuards(PasswordResetThrottlerGuard)
export class PasswordResetsController {
  constructor(
    private readonly passwords: PasswordsClient,
    private readonly revocations: SessionRevocations,
  ) {}

  /** The same answer, in the same time, whether or not the address has an account: identity only queues it. */
  @Post()
  @HttpCode(202)
  async request(@Body() body: PasswordResetRequestDto): Promise<PasswordResetRequestedResponse> {
    await this.passwords.requestReset(body.email);
    return { success: true, message: REQUESTED };
  }

  /** Read-only: the page shows whose password is being reset; only the POST below uses the link. */
  @Get(':token')
  async preview(@Param('token') token: string): Promise<PasswordResetPreviewResponse> {
    if (!RESET_TOKEN_PATTERN.test(token)) throw resetNotFound();
    return { success: true, data: await this.passwords.preview(token) };
  }

  @Post(':token')
  @HttpCode(200)
  async reset(@Param('token') token: string, @Body() body: ResetPasswordDto): Promise<PasswordResetDoneResponse> {
    if (!RESET_TOKEN_PATTERN.test(token)) throw resetNotFound();
    await this.passwords.completeReset(token, body.password);
    // Every session of the account ended: its access tokens stop here at once, elsewhere within one interval.
    await this.revocations.refreshNow().catch(() => undefined);
    return { success: true, message: 'Your password has been changed. Sign in with your new password.' };
  }
}
