/**
 * GET /v1/caller-links: what an owner's or tenant's login is linked to in portfolio (ISO-02), read by the bff
 * once per request and signed with the caller (`CallerLinks`). Nulls and an empty list for a login with no link.
 */
export interface CallerLinksBody {
  ownerId: string | null;
  tenantId: string | null;
  propertyIds: string[];
}
