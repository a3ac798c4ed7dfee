import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { RateLimitHitBody } from '@pm/contracts';
import { RateLimitHitDto } from './rate-limits.dto';
import { RateLimitsService } from './rate-limits.service';

@Controller('v1/rate-limits')
export class RateLimitsController {
  constructor(private readonly rateLimits: RateLimitsService) {}

  @Post('hits')
  @HttpCode(200)
  hit(@Body() body: RateLimitHitDto): Promise<RateLimitHitBody> {
    return this.rateLimits.hit(body);
  }
}
