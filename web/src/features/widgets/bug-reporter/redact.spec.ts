import { redact } from './redact';

describe('console redaction', () => {
  it('[VAL-08] redacts bearer tokens', () => {
    const out = redact('GET /api/user Authorization: Bearer abc.DEF-123_x/y+z==');
    expect(out).toBe('GET /api/user Authorization: Bearer [REDACTED]');
  });

  it('[VAL-08] redacts tokens in query strings and JSON', () => {
    expect(redact('callback?token=s3cr3t-value&x=1')).toBe('callback?token=[REDACTED]&x=1');
    const json = redact('{"refreshToken":"r-123 456","other":"kept"}');
    expect(json).not.toContain('r-123');
    expect(json).toContain('"refreshToken":[REDACTED]');
    expect(json).toContain('"other":"kept"');
  });

  it('[VAL-08] redacts passwords', () => {
    const out = redact('login payload {"email_ok":1,"password":"Password123!"} and pwd=hunter2');
    expect(out).not.toContain('Password123!');
    expect(out).not.toContain('hunter2');
    expect(out).toContain('"password":[REDACTED]');
  });

  it('[VAL-08] redacts api keys', () => {
    const out = redact('api_key=AKIA1234567890 x-api-key: k-999 {"apiKey":"abc"}');
    expect(out).not.toMatch(/AKIA1234567890|k-999|"abc"/);
  });

  it('[VAL-08] redacts JWTs wherever they appear', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1c2VyLTEifQ.c2lnbmF0dXJl';
    expect(redact(`session ${jwt} restored`)).toBe('session [REDACTED_JWT] restored');
  });

  it('[VAL-08] redacts e-mail addresses', () => {
    expect(redact('invite sent to jo.bloggs+test@example.co.uk today')).toBe('invite sent to [REDACTED_EMAIL] today');
  });

  it('[VAL-08] redacts 16-digit card numbers with or without spaces or dashes', () => {
    expect(redact('card 4111111111111111 ok')).toBe('card [REDACTED_CARD] ok');
    expect(redact('card 4111 1111 1111 1111 ok')).toBe('card [REDACTED_CARD] ok');
    expect(redact('card 4111-1111-1111-1111 ok')).toBe('card [REDACTED_CARD] ok');
  });

  it('[VAL-08] redacts SSN-like numbers', () => {
    expect(redact('ssn 123-45-6789 found')).toBe('ssn [REDACTED_SSN] found');
  });

  it('[VAL-08] leaves ordinary text alone', () => {
    const text = 'Rendered 12 properties in 35 ms (page 2 of 3)';
    expect(redact(text)).toBe(text);
  });
});
