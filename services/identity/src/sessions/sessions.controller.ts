import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { SessionBody } from '@pm/contracts';
import { CreateSessionDto, RefreshTokenDto } from './sessions.dto';
import { SessionsService } from './sessions.service';

@Controller('v1/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Post()
  create(@Body() body: CreateSessionDto): Promise<SessionBody> {
    return this.sessions.create(body.userId, { userAgent: body.userAgent, ip: body.ip });
  }

  @Post('rotate')
  @HttpCode(200)
  rotate(@Body() body: RefreshTokenDto): Promise<SessionBody> {
    return this.sessions.rotate(body.refreshToken);
  }

  @Post('revoke')
  @HttpCode(204)
  async revoke(@Body() body: RefreshTokenDto): Promise<void> {
    await this.sessions.revoke(body.refreshToken);
  }
}
