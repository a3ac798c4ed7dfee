/** One entry of the engagement audit trail (status changes, notes, blog edits, KB edits). */
export interface EngagementAuditEntryBody {
  id: string;
  actorUserId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  data: Record<string, unknown>;
  at: string;
}
