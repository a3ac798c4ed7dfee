import { Field, ID, ObjectType } from '@nestjs/graphql';
import type { CallerContext, EngagementAuditEntryBody } from '@pm/contracts';
import { GraphQLJSONObject } from 'graphql-scalars';
import { displayName, type UsersClient } from '../users/users.client';

/** One change of a record (ISO-04): who made it (null for the seed and deleted accounts) and what changed. */
@ObjectType()
export class AuditEntry implements Omit<EngagementAuditEntryBody, 'subjectType' | 'subjectId'> {
  @Field(() => ID) id!: string;
  @Field(() => String) action!: string;
  @Field(() => ID, { nullable: true }) actorUserId!: string | null;
  @Field(() => String, { nullable: true }) actorName!: string | null;
  /** What changed: fields before and after, the new status, a note... */
  @Field(() => GraphQLJSONObject) data!: Record<string, unknown>;
  @Field(() => String) at!: string;
}

/** An engagement audit trail as staff read it: each entry names its actor, looked up once per person. */
export async function withActorNames(
  users: UsersClient,
  caller: CallerContext,
  entries: EngagementAuditEntryBody[],
): Promise<AuditEntry[]> {
  const actors = await users.byIds(
    caller,
    entries.map((entry) => entry.actorUserId),
  );
  return entries.map((entry) => {
    const actor = entry.actorUserId ? actors.get(entry.actorUserId) : undefined;
    return Object.assign(new AuditEntry(), {
      id: entry.id,
      action: entry.action,
      actorUserId: entry.actorUserId,
      actorName: actor ? displayName(actor) : null,
      data: entry.data ?? {},
      at: entry.at,
    });
  });
}
