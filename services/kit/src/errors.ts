import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
  ValidationError,
} from '@nestjs/common';
import type { ErrorBody, FieldErrors } from '@pm/contracts';
import { isDatabaseUnavailable } from './database';

/** The one exception type with a stable machine code; everything else is mapped onto it. */
export class AppException extends HttpException {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message, statusCode);
  }

  toBody(): ErrorBody {
    return {
      success: false,
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.details ? { details: this.details } : {}),
    };
  }
}

export const notFound = (what: string) => new AppException(404, 'NOT_FOUND', `${what} not found`);

function collectFieldErrors(errors: ValidationError[], prefix = '', into: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) into[field] = Object.values(error.constraints);
    if (error.children?.length) collectFieldErrors(error.children, field, into);
  }
  return into;
}

/** exceptionFactory for ValidationPipe: one 400 with every field's messages. */
export function validationException(errors: ValidationError[]): AppException {
  const fields = collectFieldErrors(errors);
  const first = Object.entries(fields)[0];
  const message = first ? `Invalid input: ${first[1][0]}` : 'Invalid input';
  return new AppException(400, 'VALIDATION_FAILED', message, { fields });
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Maps any thrown value to the shared error body. Unknown errors become a logged 500 with no detail leaked. */
export function toErrorBody(exception: unknown, logger?: Logger): ErrorBody {
  if (exception instanceof AppException) return exception.toBody();
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
    return { success: false, statusCode, code: CODE_BY_STATUS[statusCode] ?? 'HTTP_ERROR', message };
  }
  // Fastify's own errors (bad JSON, body too large, wrong content type) carry a 4xx statusCode.
  const fastifyError = exception as { statusCode?: number; message?: string; code?: string };
  if (typeof fastifyError?.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const statusCode = fastifyError.statusCode;
    const message =
      fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || /JSON/i.test(fastifyError.message ?? '')
        ? 'Request body is not valid JSON'
        : (fastifyError.message ?? 'Bad request');
    return { success: false, statusCode, code: CODE_BY_STATUS[statusCode] ?? 'BAD_REQUEST', message };
  }
  if (isDatabaseUnavailable(exception)) {
    logger?.warn(`database unavailable: ${exception instanceof Error ? exception.message : String(exception)}`);
    return {
      success: false,
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is unavailable; try again shortly',
    };
  }
  logger?.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
  return {
    success: false,
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    code: 'INTERNAL',
    message: 'Internal server error',
  };
}

@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost) {
    // GraphQL and other contexts format their own errors; only HTTP is answered here.
    if (host.getType() !== 'http') throw exception;
    const body = toErrorBody(exception, this.logger);
    const reply = host.switchToHttp().getResponse();
    reply.status(body.statusCode).send(body);
  }
}
