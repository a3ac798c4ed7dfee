import { Module } from '@nestjs/common';
import { PasswordResetsController } from './password-resets.controller';
import { PasswordsClient } from './passwords.client';
import { PasswordsResolver } from './passwords.resolver';

/** Forgot password (REST, public) and the signed-in user's password change (GraphQL). */
@Module({
  controllers: [PasswordResetsController],
  providers: [PasswordsClient, PasswordsResolver],
})
export class PasswordsModule {}
