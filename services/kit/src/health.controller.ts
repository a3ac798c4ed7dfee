import { Controller, Get, HttpCode } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from './errors';
import { Public } from './internal-auth';

@Controller()
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Public()
  @Get('healthz')
  @HttpCode(200)
  alive() {
    return { status: 'ok' };
  }

  @Public()
  @Get('readyz')
  async ready() {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new AppException(503, 'DATABASE_UNAVAILABLE', 'Database is not reachable');
    }
    return { status: 'ready' };
  }
}
