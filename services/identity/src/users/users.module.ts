import { Module } from '@nestjs/common';
import { PasswordAuthController } from './password-auth.controller';
import { PasswordHasher } from './password-hasher';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  controllers: [PasswordAuthController, UsersController],
  providers: [UsersService, PasswordHasher],
  exports: [UsersService, PasswordHasher],
})
export class UsersModule {}
