import { Controller, Get, HttpCode } from '@nestjs/common';
import { AppException } from '@pm/kit';
import { Public } from '../auth/public.decorator';
import { EngagementClient } from '../service-clients/engagement.client';
import { IdentityClient } from '../service-clients/identity.client';
import { MaintenanceClient } from '../service-clients/maintenance.client';
import { PortfolioClient } from '../service-clients/portfolio.client';

@Public()
@Controller()
export class HealthController {
  constructor(
    private readonly identity: IdentityClient,
    private readonly portfolio: PortfolioClient,
    private readonly maintenance: MaintenanceClient,
    private readonly engagement: EngagementClient,
  ) {}

  @Get('healthz')
  @HttpCode(200)
  alive() {
    return { status: 'ok' };
  }

  /** Ready when every service is: the load balancer keeps traffic away until then. */
  @Get('readyz')
  async ready() {
    const services = {
      identity: this.identity,
      portfolio: this.portfolio,
      maintenance: this.maintenance,
      engagement: this.engagement,
    };
    const answers = await Promise.all(
      Object.entries(services).map(async ([name, api]) => [name, await api.ping()] as const),
    );
    const down = answers.filter(([, up]) => !up).map(([name]) => name);
    if (down.length > 0) {
      throw new AppException(503, 'SERVICE_UNAVAILABLE', `Not ready: ${down.join(', ')} unavailable`, { down });
    }
    return { status: 'ready' };
  }
}
