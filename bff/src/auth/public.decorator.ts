import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'bff:public';
/** Opens a route or resolver to callers without an access token (the global JwtAuthGuard skips it). */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
