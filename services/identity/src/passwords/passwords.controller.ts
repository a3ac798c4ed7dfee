import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { CallerContext, ChangePasswordBody, PasswordResetPreviewBody } from '@pm/contracts';
import { Caller, OwnTransactions } from '@pm/kit';
import { ChangePasswordDto, CompletePasswordResetDto, PasswordResetRequestDto } from './passwords.dto';
import { PasswordsService } from './passwords.service';

@Controller('v1')
export class PasswordsController {
  constructor(private readonly passwords: PasswordsService) {}

  /** 202 whatever the e-mail: whether it has an account is never told. Only a job is queued. */
  @Post('password-resets')
  @HttpCode(202)
  @OwnTransactions()
  async request(@Body() body: PasswordResetRequestDto): Promise<void> {
    await this.passwords.requestReset(body.email);
  }

  @Get('password-resets/:token')
  preview(@Param('token') token: string): Promise<PasswordResetPreviewBody> {
    return this.passwords.preview(token.slice(0, 200));
  }

  /** Its own transaction, after the slow hashing. */
  @Post('password-resets/complete')
  @HttpCode(204)
  @OwnTransactions()
  async complete(@Body() body: CompletePasswordResetDto): Promise<void> {
    await this.passwords.completeReset(body.token, body.password);
  }

  /** Its own transactions around the slow password checks. */
  @Post('users/me/password')
  @HttpCode(200)
  @OwnTransactions()
  change(@Caller() caller: CallerContext, @Body() body: ChangePasswordDto): Promise<ChangePasswordBody> {
    return this.passwords.change(caller, body);
  }
}
