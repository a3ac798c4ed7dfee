import { Body, Controller, Post } from '@nestjs/common';
import type { UserBody } from '@pm/contracts';
import { RegisterCompanyDto, RegisterTenantDto } from './registrations.dto';
import { RegistrationsService } from './registrations.service';

@Controller('v1/registrations')
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
