import type { InvitableRole, MailMessage } from '@pm/contracts';

/** The SPA's route for the link (web/src/config/paths.ts: registerInvite). */
const REGISTER_PATH = '/register/';

const WHAT_THEY_SEE: Record<InvitableRole, string> = {
  tenant: 'your tenancy, your rent, your repairs and the documents shared with you',
  owner: 'your properties, their tenancies, repairs and statements, and the documents shared with you',
};

/** TEN-01, OWN-01: "Invite to portal": the link that makes the invitee's login, once, within the invitation's days. */
export function invitationMail(options: {
  to: string;
  companyName: string;
  role: InvitableRole;
  publicUrl: string;
  hash: string;
  validDays: number;
}): MailMessage {
  const link = `${options.publicUrl}${REGISTER_PATH}${options.hash}`;
  return {
    to: options.to,
    subject: `${options.companyName} invites you to the Letting Platform`,
    text: [
      'Hello,',
      '',
      `${options.companyName} has invited you to the Letting Platform, where you can see ${WHAT_THEY_SEE[options.role]}.`,
      'To create your login, open:',
      '',
      link,
      '',
      `The link works once, within ${options.validDays} days.`,
      '',
      'If you were not expecting this, ignore this message: no account is made without it.',
    ].join('\n'),
  };
}
