import { Expose } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';
import { isProduction, loadConfig, SERVICE_PORTS, type ServiceName } from '@pm/kit';
import { createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { join, resolve } from 'node:path';
import type { S3StorageSettings } from '../uploads/s3-storage';
import { loadOidcSettings, type OidcSettings } from './oidc.config';

const serviceUrl = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };
const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_PREFIX = /^(?:[A-Za-z0-9._-]+\/)*$/;
/** London: where a UK product keeps its tenants' files unless told otherwise. */
const DEFAULT_S3_REGION = 'eu-west-2';
const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;
const TEN_MINUTES_MS = 10 * 60 * 1000;
const ONE_HOUR_MS = 60 * 60 * 1000;
/** An access token of a session ended on another replica works at most this much longer. */
const DEFAULT_SESSION_REVOCATION_TTL_MS = 5_000;

class BffEnv {
  @Expose() @IsString() @MinLength(32) JWT_SECRET!: string;
  @Expose() @IsString() @MinLength(16) INTERNAL_SERVICE_TOKEN!: string;
  @Expose() @IsOptional() @IsInt() @Min(0) @Max(65535) PORT?: number;
  @Expose() @IsOptional() @IsString() HOST?: string;
  @Expose() @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV?: string;
  @Expose() @IsOptional() @IsUrl(serviceUrl) IDENTITY_URL?: string;
  @Expose() @IsOptional() @IsUrl(serviceUrl) PORTFOLIO_URL?: string;
  @Expose() @IsOptional() @IsUrl(serviceUrl) MAINTENANCE_URL?: string;
  @Expose() @IsOptional() @IsUrl(serviceUrl) ENGAGEMENT_URL?: string;
  /** Built SPA served with history fallback; skipped with a warning when it has no index.html. */
  @Expose() @IsOptional() @IsString() WEB_DIST?: string;
  @Expose() @IsOptional() @IsIn(['0', '1', 'true', 'false']) COOKIE_SECURE?: string;
  /** Behind a load balancer: trust X-Forwarded-For so rate limits see the client's address. */
  @Expose() @IsOptional() @IsIn(['0', '1', 'true', 'false']) TRUST_PROXY?: string;
  @Expose() @IsOptional() @IsInt() @Min(1) LOGIN_LIMIT_PER_EMAIL?: number;
  @Expose() @IsOptional() @IsInt() @Min(1) LOGIN_LIMIT_PER_IP?: number;
  @Expose() @IsOptional() @IsInt() @Min(1000) LOGIN_LIMIT_WINDOW_MS?: number;
  @Expose() @IsOptional() @IsInt() @Min(1) PASSWORD_RESET_LIMIT_PER_EMAIL?: number;
  @Expose() @IsOptional() @IsInt() @Min(1) PASSWORD_RESET_LIMIT_PER_IP?: number;
  @Expose() @IsOptional() @IsInt() @Min(1000) PASSWORD_RESET_LIMIT_WINDOW_MS?: number;
  @Expose() @IsOptional() @IsInt() @Min(1) CONTACT_LIMIT_PER_IP?: number;
  @Expose() @IsOptional() @IsInt() @Min(1000) CONTACT_LIMIT_WINDOW_MS?: number;
  @Expose() @IsOptional() @IsInt() @Min(1) BUG_REPORT_LIMIT_PER_USER?: number;
  @Expose() @IsOptional() @IsInt() @Min(1000) BUG_REPORT_LIMIT_WINDOW_MS?: number;
  /** How old this replica's copy of the session revocation list may be: the longest a logout elsewhere waits. */
  @Expose() @IsOptional() @IsInt() @Min(100) @Max(60_000) SESSION_REVOCATION_TTL_MS?: number;
  /** Local-disk file storage (bug report screenshots); relative paths are from the working directory. */
  @Expose() @IsOptional() @IsString() @MinLength(1) STORAGE_DIR?: string;
  /** Set to store uploads in this S3(-compatible) bucket instead of STORAGE_DIR. */
  @Expose()
  @IsOptional()
  @IsString()
  @Matches(S3_BUCKET, { message: 'S3_BUCKET must be a valid bucket name' })
  S3_BUCKET?: string;
  @Expose() @IsOptional() @IsString() @MinLength(1) S3_REGION?: string;
  @Expose() @IsOptional() @IsUrl(serviceUrl) S3_ENDPOINT?: string;
  @Expose() @IsOptional() @IsIn(['0', '1', 'true', 'false']) S3_FORCE_PATH_STYLE?: string;
  @Expose() @IsOptional() @IsString() @MinLength(1) S3_ACCESS_KEY_ID?: string;
  @Expose() @IsOptional() @IsString() @MinLength(1) S3_SECRET_ACCESS_KEY?: string;
  @Expose()
  @IsOptional()
  @IsString()
  @Matches(S3_PREFIX, { message: 'S3_PREFIX must be a path ending in /' })
  S3_PREFIX?: string;
  /** 1: write the demo's document files into the file storage (never in production), like the services' demo seed. */
  @Expose() @IsOptional() @IsIn(['0', '1']) DEMO_SEED?: string;
  /** Signs download links (DOC-02: documents, meter photos); unset derives a key of its own from JWT_SECRET. */
  @Expose() @IsOptional() @IsString() @MinLength(32) DOCUMENT_DOWNLOAD_SECRET?: string;
  // OIDC_PROVIDERS, OIDC_<NAME>_* and PUBLIC_URL are checked by loadOidcSettings: the names are dynamic.
}

export class BffSettings {
  jwtSecret!: string;
  #jwtKey?: KeyObject;
  internalToken!: string;
  port!: number;
  host!: string;
  production!: boolean;
  serviceUrls!: Record<ServiceName, string>;
  webDist!: string;
  cookieSecure!: boolean;
  trustProxy!: boolean;
  loginLimits!: { perEmail: number; perIp: number; windowMs: number };
  /** Contact submissions per client address and window (visitors can post them, so they are limited). */
  contactLimits!: { perIp: number; windowMs: number };
  /** Forgot-password requests per e-mail and per client address, and link uses per address. */
  passwordResetLimits!: { perEmail: number; perIp: number; windowMs: number };
  /** Bug reports per signed-in user and window: each one costs an upload, image work and a credit award. */
  bugReportLimits!: { perUser: number; windowMs: number };
  sessionRevocationTtlMs!: number;
  storageDir!: string;
  /** The HMAC key of download links (DOC-02): documents' versions and meter readings' photos. */
  downloadLinkKey!: Buffer;
  /** Store the demo documents' files at start (DEMO_SEED=1 outside production). */
  demoSeed!: boolean;
  s3!: S3StorageSettings | null;
  oidc!: OidcSettings;

  /**
   * The HMAC key prepared once: handed the secret as a string, jsonwebtoken first tries to read it as a public
   * key on every sign and verify (~0.3 ms a request), where a KeyObject costs microseconds.
   */
  get jwtKey(): KeyObject {
    this.#jwtKey ??= createSecretKey(Buffer.from(this.jwtSecret, 'utf8'));
    return this.#jwtKey;
  }
}

const flag = (value: string | undefined) => value === '1' || value === 'true';

export function loadBffSettings(env: NodeJS.ProcessEnv = process.env): BffSettings {
  const config = loadConfig(BffEnv, env);
  const production = isProduction(env);
  const port = config.PORT ?? 3000;
  const url = (name: ServiceName, given: string | undefined) =>
    (given ?? `http://127.0.0.1:${SERVICE_PORTS[name]}`).replace(/\/+$/, '');
  return Object.assign(new BffSettings(), {
    jwtSecret: config.JWT_SECRET,
    internalToken: config.INTERNAL_SERVICE_TOKEN,
    port,
    host: config.HOST ?? '127.0.0.1',
    production,
    serviceUrls: {
      identity: url('identity', config.IDENTITY_URL),
      portfolio: url('portfolio', config.PORTFOLIO_URL),
      maintenance: url('maintenance', config.MAINTENANCE_URL),
      engagement: url('engagement', config.ENGAGEMENT_URL),
    },
    // dist/config -> package root -> ../web/dist; the same from src/config under ts runners.
    webDist: config.WEB_DIST ?? join(__dirname, '..', '..', '..', 'web', 'dist'),
    // Secure in production unless explicitly turned off (plain-HTTP localhost runs of a production build).
    cookieSecure: config.COOKIE_SECURE === undefined ? production : flag(config.COOKIE_SECURE),
    trustProxy: flag(config.TRUST_PROXY),
    loginLimits: {
      perEmail: config.LOGIN_LIMIT_PER_EMAIL ?? 10,
      perIp: config.LOGIN_LIMIT_PER_IP ?? 30,
      windowMs: config.LOGIN_LIMIT_WINDOW_MS ?? FIFTEEN_MINUTES_MS,
    },
    contactLimits: {
      perIp: config.CONTACT_LIMIT_PER_IP ?? 5,
      windowMs: config.CONTACT_LIMIT_WINDOW_MS ?? TEN_MINUTES_MS,
    },
    passwordResetLimits: {
      perEmail: config.PASSWORD_RESET_LIMIT_PER_EMAIL ?? 5,
      perIp: config.PASSWORD_RESET_LIMIT_PER_IP ?? 30,
      windowMs: config.PASSWORD_RESET_LIMIT_WINDOW_MS ?? ONE_HOUR_MS,
    },
    bugReportLimits: {
      perUser: config.BUG_REPORT_LIMIT_PER_USER ?? 10,
      windowMs: config.BUG_REPORT_LIMIT_WINDOW_MS ?? ONE_HOUR_MS,
    },
    sessionRevocationTtlMs: config.SESSION_REVOCATION_TTL_MS ?? DEFAULT_SESSION_REVOCATION_TTL_MS,
    storageDir: resolve(config.STORAGE_DIR ?? join('.data', 'uploads')),
    demoSeed: config.DEMO_SEED === '1' && !production,
    downloadLinkKey: config.DOCUMENT_DOWNLOAD_SECRET
      ? Buffer.from(config.DOCUMENT_DOWNLOAD_SECRET, 'utf8')
      : createHmac('sha256', config.JWT_SECRET).update('document-downloads').digest(),
    s3: loadS3Settings(config),
    oidc: loadOidcSettings(env, { production, port }),
  });
}

function loadS3Settings(config: BffEnv): S3StorageSettings | null {
  if (!config.S3_BUCKET) return null;
  const keyId = config.S3_ACCESS_KEY_ID;
  const secret = config.S3_SECRET_ACCESS_KEY;
  if (Boolean(keyId) !== Boolean(secret)) {
    throw new Error('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  return {
    bucket: config.S3_BUCKET,
    region: config.S3_REGION ?? DEFAULT_S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: flag(config.S3_FORCE_PATH_STYLE),
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    prefix: config.S3_PREFIX ?? '',
  };
}
