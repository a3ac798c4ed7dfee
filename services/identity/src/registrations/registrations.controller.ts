import { Body, Controller, Post } from '@nestjs/common';
import type { UserBody } from '@pm/contracts';
import { OwnTransactions } from '@pm/kit';
import { RegisterCompanyDto, RegisterTenantDto } from './registrations.dto';
import { RegistrationsService } from './registrations.service';

/** Each registration hashes its password before its transaction, so no connection waits on the hash. */
@Controller('v1/registrations')
@OwnTransactions()
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsService) {}

  @Post()
  registerCompany(@Body() body: RegisterCompanyDto): Promise<UserBody> {
    return this.registrations.registerCompany(body);
  }

  @Post('tenant')
  registerTenant(@Body() body: RegisterTenantDto): Promise<UserBody> {
    return this.registrations.registerTenant(body);
  }
}
