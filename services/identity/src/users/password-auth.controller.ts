import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { UserBody } from '@pm/contracts';
import { OwnTransactions } from '@pm/kit';
import { VerifyPasswordDto } from './users.dto';
import { UsersService } from './users.service';

/** The bff's login checks the password here, then opens a session through /v1/sessions. */
@Controller('v1/auth')
export class PasswordAuthController {
  constructor(private readonly users: UsersService) {}

  @Post('verify-password')
  @HttpCode(200)
  @OwnTransactions()
  verify(@Body() body: VerifyPasswordDto): Promise<UserBody> {
    return this.users.verifyPassword(body.email, body.password);
  }
}
