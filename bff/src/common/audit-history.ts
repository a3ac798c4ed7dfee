import type { CallerContext, EngagementAuditEntryBody } from '@pm/contracts';
import { displayName, type IdentityClient } from '../service-clients/identity.client';

/** One audit entry with the name of who made it (null for the seed and deleted accounts). */
export interface NamedAuditEntry extends EngagementAuditEntryBody {
  actorName: string | null;
}

/** An engagement audit trail as staff read it: each entry names its actor, looked up once per person. */
export async function withActorNames(
  identity: IdentityClient,
  caller: CallerContext,
  entries: EngagementAuditEntryBody[],
): Promise<NamedAuditEntry[]> {
  const users = await identity.usersByIds(
    caller,
    entries.map((entry) => entry.actorUserId),
  );
  return entries.map((entry) => {
    const actor = entry.actorUserId ? users.get(entry.actorUserId) : undefined;
    return { ...entry, actorName: actor ? displayName(actor) : null };
  });
}
