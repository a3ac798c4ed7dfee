// VAL-08: console text is redacted before it can be part of a bug report.

const SECRET_VALUE = String.raw`(?:"[^"]*"|'[^']*'|[^\s"',;&}\]]+)`;

function keyed(key: string): RegExp {
  // `"token": "…"`, `token=…`, `refreshToken: …`: the key is kept, the value goes.
  return new RegExp(String.raw`(["']?[\w-]*(?:${key})["']?\s*[:=]\s*)${SECRET_VALUE}`, 'gi');
}

interface Redaction {
  name: string;
  pattern: RegExp;
  replacement: string;
}

/** Applied in this order: whole-token shapes first, then key/value pairs, then personal data. */
const REDACTIONS: readonly Redaction[] = [
  { name: 'bearer token', pattern: /\bBearer\s+[\w\-.~+/]+=*/gi, replacement: 'Bearer [REDACTED]' },
  { name: 'jwt', pattern: /\beyJ[\w-]+\.[\w-]+\.[\w-]*/g, replacement: '[REDACTED_JWT]' },
  { name: 'api key', pattern: keyed(String.raw`api[_-]?key|apikey`), replacement: '$1[REDACTED]' },
  { name: 'password', pattern: keyed('password|passwd|pwd'), replacement: '$1[REDACTED]' },
  { name: 'token', pattern: keyed('token|secret'), replacement: '$1[REDACTED]' },
  {
    name: 'email address',
    pattern: /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g,
    replacement: '[REDACTED_EMAIL]',
  },
  { name: 'card number', pattern: /\b(?:\d{4}[ -]?){3}\d{4}\b/g, replacement: '[REDACTED_CARD]' },
  { name: 'ssn', pattern: /\b\d{3}-\d{2}-\d{4}\b/g, replacement: '[REDACTED_SSN]' },
];

export function redact(text: string): string {
  return REDACTIONS.reduce((current, { pattern, replacement }) => current.replace(pattern, replacement), text);
}
