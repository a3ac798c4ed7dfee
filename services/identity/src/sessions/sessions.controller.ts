import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import type { RevokedSessionBody, SessionBody, SessionRevocationsBody } from '@pm/contracts';
import { OwnTransactions } from '@pm/kit';
import { SessionRevocationsService } from './session-revocations.service';
import { CreateSessionDto, RefreshTokenDto, SessionRevocationsQueryDto } from './sessions.dto';
import { SessionsService } from './sessions.service';

@Controller('v1/sessions')
export class SessionsController {
  constructor(
    private readonly sessions: SessionsService,
    private readonly revocations: SessionRevocationsService,
  ) {}

  @Post()
  create(@Body() body: CreateSessionDto): Promise<SessionBody> {
    return this.sessions.create(body.userId, { userAgent: body.userAgent, ip: body.ip });
  }

  /** Its own transaction: a reused token's family stays revoked although the answer is a 401. */
  @Post('rotate')
  @HttpCode(200)
  @OwnTransactions()
  rotate(@Body() body: RefreshTokenDto): Promise<SessionBody> {
    return this.sessions.rotate(body.refreshToken);
  }

  @Post('revoke')
  @HttpCode(200)
  revoke(@Body() body: RefreshTokenDto): Promise<RevokedSessionBody> {
    return this.sessions.revoke(body.refreshToken);
  }

  /** The revocation list, read by every bff replica to refuse access tokens of ended sessions. */
  @Get('revocations')
  revoked(@Query() query: SessionRevocationsQueryDto): Promise<SessionRevocationsBody> {
    return this.revocations.since(query.since ? new Date(query.since) : undefined);
  }
}
