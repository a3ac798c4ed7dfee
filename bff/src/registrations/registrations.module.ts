import { Module } from '@nestjs/common';
import { RegistrationsClient } from './registrations.client';
import { RegistrationsController } from './registrations.controller';

@Module({ controllers: [RegistrationsController], providers: [RegistrationsClient] })
export class RegistrationsModule {}
