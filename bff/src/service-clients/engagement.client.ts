import { Injectable } from '@nestjs/common';
import { BffSettings } from '../config/bff.config';
import { ServiceApi } from './service-api';

/** Engagement has no calls from the bff yet beyond readiness. */
@Injectable()
export class EngagementClient extends ServiceApi {
  constructor(settings: BffSettings) {
    super(settings, 'engagement');
  }
}
