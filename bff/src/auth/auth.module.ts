import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { BffSettings } from '../config/bff.config';
import { IdentityClient } from '../service-clients/identity.client';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { loginThrottlerOptions } from './login-throttler.guard';
import { OidcController } from './oidc/oidc.controller';
import { OidcService } from './oidc/oidc.service';
import { RolesGuard } from './roles.guard';
import { SharedThrottlerStorage } from './shared-throttler-storage';
import { TokenService } from './token.service';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [BffSettings],
      useFactory: (settings: BffSettings) => ({
        secret: settings.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    ThrottlerModule.forRootAsync({
      inject: [BffSettings, IdentityClient],
      useFactory: (settings: BffSettings, identity: IdentityClient) => ({
        ...loginThrottlerOptions(settings),
        storage: new SharedThrottlerStorage(identity),
      }),
    }),
  ],
  controllers: [AuthController, OidcController],
  providers: [
    AuthService,
    TokenService,
    OidcService,
    JwtStrategy,
    // Order matters: authentication first, then roles.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [TokenService],
})
export class AuthModule {}
