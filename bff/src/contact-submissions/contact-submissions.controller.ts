import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { ContactSubmittedResponse, CreateContactSubmissionRequest } from '@pm/contracts';
import type { AuthUser } from '../auth/auth-user';
import { Public } from '../auth/public.decorator';
import { MaybeUser, OptionalJwtAuthGuard } from '../auth/optional-auth.guard';
import { ContactSubmissionsClient } from './contact-submissions.client';
import { ContactThrottlerGuard } from './contact-throttler.guard';

const CONTACT_SUBMITTED = 'Your information has been submitted. Our team will contact you shortly.';

@Public()
@Controller('api/contact')
export class ContactSubmissionsController {
  constructor(private readonly submissions: ContactSubmissionsClient) {}

  /**
   * The engagement service validates every field (its 400 is passed on as is), so the rules live in one
   * place. A signed-in sender's submission is bound to their company.
   */
  @Post('contact-submissions')
  @HttpCode(201)
  @UseGuards(ContactThrottlerGuard, OptionalJwtAuthGuard)
  async create(
    @MaybeUser() caller: AuthUser | null,
    @Body() body: CreateContactSubmissionRequest,
  ): Promise<ContactSubmittedResponse> {
    const submission = await this.submissions.create(caller, body);
    return { success: true, data: { id: submission.id }, message: CONTACT_SUBMITTED };
  }
}
