import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import type { InvitationPreviewResponse, RegisterResponse, UserBody } from '@pm/contracts';
import { AppException } from '@pm/kit';
import { Public } from '../auth/public.decorator';
import { RegistrationsClient } from './registrations.client';
import { INVITATION_HASH_PATTERN, RegistrationDto } from './registration.dto';

@Public()
@Controller('api/register')
export class RegistrationsController {
  constructor(private readonly registrations: RegistrationsClient) {}

  @Post()
  @HttpCode(201)
  async register(@Body() body: RegistrationDto): Promise<RegisterResponse> {
    let user: UserBody;
    if (body.invitationHash !== undefined) {
      const fields: Record<string, string[]> = {};
      if (body.companyName !== undefined)
        fields.companyName = ['companyName is not allowed when joining through an invitation'];
      if (body.email !== undefined)
        fields.email = ["email is not allowed when joining through an invitation: it is the invitation's"];
      if (Object.keys(fields).length > 0) {
        throw new AppException(400, 'VALIDATION_FAILED', `Invalid input: ${Object.values(fields)[0]![0]}`, { fields });
      }
      user = await this.registrations.registerTenant({
        invitationHash: body.invitationHash,
        firstName: body.firstName,
        lastName: body.lastName,
        password: body.password,
      });
    } else {
      user = await this.registrations.registerCompany({
        companyName: body.companyName!,
        email: body.email!,
        firstName: body.firstName,
        lastName: body.lastName,
        password: body.password,
      });
    }
    return { success: true, data: { user }, message: 'Registration successful' };
  }

  @Get('invitations/:hash')
  async invitation(@Param('hash') hash: string): Promise<InvitationPreviewResponse> {
    if (!INVITATION_HASH_PATTERN.test(hash)) throw new AppException(404, 'NOT_FOUND', 'Invitation not found');
    return { success: true, data: await this.registrations.invitation(hash) };
  }
}
