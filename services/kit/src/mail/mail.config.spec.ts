import { loadMailSettings } from './mail.config';

describe('loadMailSettings', () => {
  it('uses the outbox outside production when SMTP_URL is unset, with links to the local app', () => {
    expect(loadMailSettings({ NODE_ENV: 'development' })).toEqual({
      smtpUrl: null,
      from: 'Letting Platform <no-reply@localhost>',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('refuses production without SMTP_URL or PUBLIC_URL, naming both', () => {
    expect(() => loadMailSettings({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: must be set in production[\s\S]*PUBLIC_URL: must be the app's public origin/,
    );
  });

  it('takes a relay and a public origin in production, the sender from the origin unless MAIL_FROM is set', () => {
    const env = {
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://user:secret@smtp.example.com',
      PUBLIC_URL: 'https://app.example.com/',
    };
    expect(loadMailSettings(env)).toEqual({
      smtpUrl: 'smtps://user:secret@smtp.example.com',
      from: 'Letting Platform <no-reply@app.example.com>',
      publicUrl: 'https://app.example.com',
    });
    expect(loadMailSettings({ ...env, MAIL_FROM: 'Lets <hello@lets.example>' }).from).toBe('Lets <hello@lets.example>');
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://, and a MAIL_FROM that is not an address', () => {
    expect(() => loadMailSettings({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadMailSettings({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM: must be an address/);
  });
});
