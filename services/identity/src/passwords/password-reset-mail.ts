import type { MailMessage } from '@pm/contracts';

/** The SPA's route for the link (web/src/config/paths.ts: resetPassword). */
const RESET_PATH = '/reset-password/';

export function passwordResetMail(options: {
  to: string;
  firstName: string;
  publicUrl: string;
  token: string;
  validMinutes: number;
}): MailMessage {
  const link = `${options.publicUrl}${RESET_PATH}${options.token}`;
  return {
    to: options.to,
    subject: 'Reset your password',
    text: [
      `Hello ${options.firstName},`,
      '',
      'Someone asked to reset the password of your Letting Platform account. To choose a new password, open:',
      '',
      link,
      '',
      `The link works once, within ${options.validMinutes} minutes. Every device signed in to your account will be signed out.`,
      '',
      'If you did not ask for this, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
