import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { AppException } from '@pm/kit';
import type { FastifyReply } from 'fastify';
import { errorText } from './oidc.service';
import { failureLocation } from './return-path';

/** A 404 (feature off, unknown provider) stays a 404; anything else lands on the login page, never a 5xx. */
@Catch()
export class OidcRedirectFilter implements ExceptionFilter {
  private readonly logger = new Logger('Oidc');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof AppException && exception.statusCode === 404) {
      void reply.status(404).send(exception.toBody());
      return;
    }
    if (exception instanceof AppException && exception.statusCode === 429) {
      void reply.redirect(failureLocation('rate_limited'), 302);
      return;
    }
    this.logger.error(`sign-in failed: ${errorText(exception)}`);
    void reply.redirect(failureLocation('server_error'), 302);
  }
}
