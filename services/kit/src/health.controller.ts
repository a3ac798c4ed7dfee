import { Controller, Get, HttpCode, Inject } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { APP_DATA_SOURCE } from './db';
import { AppException } from './errors';
import { Public } from './internal-auth';

@Controller()
export class HealthController {
  /** The pool requests use: ready means that pool reaches the database. */
  constructor(@Inject(APP_DATA_SOURCE) private readonly dataSource: DataSource) {}

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
