import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { UserBody } from '@pm/contracts';
import { FederatedSignInDto } from './federated-identities.dto';
import { FederatedIdentitiesService } from './federated-identities.service';

/** The bff's OpenID Connect callback asks here who signed in, then opens a session through /v1/sessions. */
@Controller('v1/auth')
export class FederatedIdentitiesController {
  constructor(private readonly federated: FederatedIdentitiesService) {}

  @Post('federated')
  @HttpCode(200)
  signIn(@Body() body: FederatedSignInDto): Promise<UserBody> {
    return this.federated.signIn(body);
  }
}
