import type {
  CreateSessionRequest,
  RevokeSessionRequest,
  RotateSessionRequest,
  SessionRevocationsQuery,
} from '@pm/contracts';
import { IsISO8601, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class CreateSessionDto implements CreateSessionRequest {
  @IsUUID() userId!: string;
  @IsOptional() @IsString() @MaxLength(500) userAgent?: string;
  @IsOptional() @IsString() @MaxLength(100) ip?: string;
}

export class RefreshTokenDto implements RotateSessionRequest, RevokeSessionRequest {
  @IsString() @IsNotEmpty() @MaxLength(200) refreshToken!: string;
}

export class SessionRevocationsQueryDto implements SessionRevocationsQuery {
  @IsOptional()
  @IsISO8601({ strict: true, strictSeparator: true }, { message: 'since must be an ISO 8601 date and time' })
  since?: string;
}
