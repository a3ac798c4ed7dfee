import { ApiError, apiRequest } from '@/lib/rest-client';

/** POST /api/register, a new company account. */
export interface CompanyRegistration {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** POST /api/register, a tenant joining through an invitation (the e-mail is the invitation's). */
export interface TenantRegistration {
  invitationHash: string;
  firstName: string;
  lastName: string;
  password: string;
}

interface RegisterAnswer {
  success?: boolean;
  message?: string;
}

/** GET /api/register/invitations/:hash */
export interface InvitationPreview {
  companyName: string;
  email: string;
  role: string;
  expiresAt: string;
}

interface InvitationAnswer {
  success?: boolean;
  data?: InvitationPreview;
}

export class RegistrationError extends Error {
  override readonly name = 'RegistrationError';
  /** Per-field messages of the server's 400 (details.fields), first message per field. */
  readonly fields: Record<string, string>;

  constructor(message: string, fields: Record<string, string> = {}) {
    super(message);
    this.fields = fields;
  }
}

function fieldMessages(details: Record<string, unknown> | undefined): Record<string, string> {
  const fields = details?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const result: Record<string, string> = {};
  for (const [name, messages] of Object.entries(fields as Record<string, unknown>)) {
    const first = Array.isArray(messages) ? messages.find((item) => typeof item === 'string') : messages;
    if (typeof first === 'string') result[name] = first;
  }
  return result;
}

/** CALL-09: JSON body with cookies (the REST client always sends credentials); no bearer token. */
export async function register(body: CompanyRegistration | TenantRegistration): Promise<void> {
  let answer: RegisterAnswer | undefined;
  try {
    answer = await apiRequest<RegisterAnswer | undefined>('/register', { method: 'POST', body, skipAuth: true });
  } catch (error) {
    if (error instanceof ApiError) throw new RegistrationError(error.message, fieldMessages(error.details));
    throw new RegistrationError('Registration failed');
  }
  if (!answer?.success) throw new RegistrationError(answer?.message || 'Registration failed');
}

export function invitationQueryKey(hash: string) {
  return ['/register/invitations', hash] as const;
}

export async function fetchInvitation(hash: string, signal?: AbortSignal): Promise<InvitationPreview> {
  const answer = await apiRequest<InvitationAnswer | undefined>(`/register/invitations/${encodeURIComponent(hash)}`, {
    signal,
    skipAuth: true,
  });
  if (!answer?.success || !answer.data) throw new ApiError(404, 'INVITATION_NOT_FOUND', 'Invitation not found');
  return answer.data;
}

export type InvitationProblem = 'expired' | 'used' | 'unknown' | 'unavailable';

/** Why an invitation cannot be used: identity answers 410 expired, 409 used, 404 unknown. */
export function invitationProblem(error: unknown): InvitationProblem {
  if (!(error instanceof ApiError)) return 'unavailable';
  if (error.code === 'INVITATION_EXPIRED' || error.status === 410) return 'expired';
  if (error.code === 'INVITATION_USED' || error.status === 409) return 'used';
  if (error.code === 'INVITATION_NOT_FOUND' || error.status === 404 || error.status === 400) return 'unknown';
  return 'unavailable';
}
