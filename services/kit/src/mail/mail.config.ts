import { isProduction } from '../config';

export interface MailSettings {
  /** Null: messages go to the outbox table (development and tests only). */
  smtpUrl: string | null;
  from: string;
  /** The origin browsers use to reach the app: links in messages start with it. */
  publicUrl: string;
}

const SMTP_PROTOCOLS = new Set(['smtp:', 'smtps:']);
const HTTP_PROTOCOLS = new Set(['http:', 'https:']);

function parseUrl(value: string, protocols: Set<string>): URL | null {
  try {
    const url = new URL(value);
    return protocols.has(url.protocol) && url.hostname !== '' ? url : null;
  } catch {
    return null;
  }
}

/**
 * SMTP_URL (smtp:// or smtps://, credentials in the URL), MAIL_FROM and PUBLIC_URL. Production refuses to
 * start without a relay or a public origin, like the other secrets: the outbox is for development only.
 * Every problem is reported at once, naming the variable.
 */
export function loadMailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const production = isProduction(env);
  const problems: string[] = [];
  const smtpRaw = env.SMTP_URL?.trim() || null;
  if (smtpRaw && !parseUrl(smtpRaw, SMTP_PROTOCOLS)) {
    problems.push('SMTP_URL: must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com');
  }
  if (!smtpRaw && production) problems.push('SMTP_URL: must be set in production (the outbox is for development)');
  const publicRaw = (env.PUBLIC_URL?.trim() || (production ? '' : 'http://localhost:3000')).replace(/\/+$/, '');
  const publicUrl = parseUrl(publicRaw, HTTP_PROTOCOLS);
  if (!publicUrl) problems.push("PUBLIC_URL: must be the app's public origin (e.g. https://app.example.com)");
  const from = env.MAIL_FROM?.trim() || `Letting Platform <no-reply@${publicUrl?.hostname ?? 'localhost'}>`;
  if (!/<[^<>\s@]+@[^<>\s@]+>$|^[^<>\s@]+@[^<>\s@]+$/.test(from)) {
    problems.push('MAIL_FROM: must be an address, optionally with a name: Letting Platform <no-reply@example.com>');
  }
  if (problems.length > 0) throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  return { smtpUrl: smtpRaw, from, publicUrl: publicRaw };
}
