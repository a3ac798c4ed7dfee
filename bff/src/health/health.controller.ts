import { Controller, Get, HttpCode } from '@nestjs/common';
import { AppException, type ServiceClient } from '@pm/kit';
import { Public } from '../auth/public.decorator';
import { InjectServiceClient } from '../service-clients/service-clients.module';

@Public()
@Controller()
export class HealthController {
  private readonly services: readonly ServiceClient[];

  constructor(
    @InjectServiceClient('identity') identity: ServiceClient,
    @InjectServiceClient('portfolio') portfolio: ServiceClient,
    @InjectServiceClient('maintenance') maintenance: ServiceClient,
    @InjectServiceClient('engagement') engagement: ServiceClient,
  ) {
    this.services = [identity, portfolio, maintenance, engagement];
  }

  @Get('healthz')
  @HttpCode(200)
  alive() {
    return { status: 'ok' };
  }

  /** Ready when every service is: the load balancer keeps traffic away until then. */
  @Get('readyz')
  async ready() {
    const answers = await Promise.all(
      this.services.map(async (service) => [service.name, await service.ping()] as const),
    );
    const down = answers.filter(([, up]) => !up).map(([name]) => name);
    if (down.length > 0) {
      throw new AppException(503, 'SERVICE_UNAVAILABLE', `Not ready: ${down.join(', ')} unavailable`, { down });
    }
    return { status: 'ready' };
  }
}
