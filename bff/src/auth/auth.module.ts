import { Global, Module } from '@nestjs/common';
import { APP_GUARD, ModuleRef } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { ThrottlerModule } from '@nestjs/throttler';
import { BffSettings } from '../config/bff.config';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';
import { loginThrottlerOptions } from './login-throttler.guard';
import { OidcController } from './oidc/oidc.controller';
import { OidcService } from './oidc/oidc.service';
import { RolesGuard } from './roles.guard';
import { SessionRevocations } from './session-revocations';
import { SessionsClient } from './sessions.client';
import { SharedThrottlerStorage } from './shared-throttler-storage';
import { TokenService } from './token.service';

/** Global for SessionRevocations: OptionalJwtAuthGuard checks sessions on the public routes of any module. */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [BffSettings],
      useFactory: (settings: BffSettings) => ({
        secret: settings.jwtKey,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    ThrottlerModule.forRootAsync({
      inject: [BffSettings, ModuleRef],
      useFactory: (settings: BffSettings, moduleRef: ModuleRef) => ({
        ...loginThrottlerOptions(settings),
        storage: new SharedThrottlerStorage(() => moduleRef.get(SessionsClient, { strict: false })),
      }),
    }),
  ],
  controllers: [AuthController, OidcController],
  providers: [
    SessionsClient,
    SessionRevocations,
    AuthService,
    TokenService,
    OidcService,
    JwtStrategy,
    // Order matters: authentication first, then roles.
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    { provide: APP_GUARD, useClass: RolesGuard },
  ],
  exports: [TokenService, SessionRevocations],
})
export class AuthModule {}
