import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { CreateContactSubmissionRequest } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { Public } from '../auth/public.decorator';
import { EngagementClient } from '../service-clients/engagement.client';
import { ContactThrottlerGuard } from './contact-throttler.guard';
import { MaybeUser, OptionalJwtAuthGuard } from './optional-auth.guard';

export const CONTACT_SUBMITTED = 'Your information has been submitted. Our team will contact you shortly.';

export interface ContactSubmittedResponse {
  success: true;
  data: { id: string };
  message: string;
}

@Public()
@Controller('api/contact')
export class ContactSubmissionsController {
  constructor(private readonly engagement: EngagementClient) {}

  /**
   * From the sales bot and the contact, request-access and setup-demo pages. The engagement service
   * validates every field (its 400 with details.fields is passed on as is), so the rules live in one
   * place. A signed-in sender's submission is bound to their company.
   */
  @Post('contact-submissions')
  @HttpCode(201)
  @UseGuards(ContactThrottlerGuard, OptionalJwtAuthGuard)
  async create(
    @MaybeUser() caller: AuthUser | null,
    @Body() body: CreateContactSubmissionRequest,
  ): Promise<ContactSubmittedResponse> {
    const submission = await this.engagement.createContactSubmission(caller, body);
    return { success: true, data: { id: submission.id }, message: CONTACT_SUBMITTED };
  }
}
