import { Module } from '@nestjs/common';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersResolver } from './admin-users.resolver';

@Module({ controllers: [AdminUsersController], providers: [AdminUsersResolver] })
export class AdminModule {}
