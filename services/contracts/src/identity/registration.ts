/** POST /v1/registrations: a new company with its first (landlord) user. */
export interface RegisterCompanyRequest {
  companyName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** POST /v1/registrations/tenant: a tenant joining through an invitation hash. */
export interface RegisterTenantRequest {
  invitationHash: string;
  firstName: string;
  lastName: string;
  password: string;
}
