import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import type { CallerContext, CreateInvitationResponse, InvitationPreviewBody } from '@pm/contracts';
import { Caller } from '@pm/kit';
import { CreateInvitationDto } from './invitations.dto';
import { InvitationsService } from './invitations.service';

@Controller('v1/invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Post()
  create(@Caller() caller: CallerContext, @Body() body: CreateInvitationDto): Promise<CreateInvitationResponse> {
    return this.invitations.create(caller, body.email, body.role);
  }

  /** For the public /register/{hash} page: the bff calls it without a caller. */
  @Get(':hash')
  preview(@Param('hash') hash: string): Promise<InvitationPreviewBody> {
    return this.invitations.preview(hash);
  }
}
