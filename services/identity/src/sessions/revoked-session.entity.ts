import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A session (refresh-token family) whose access tokens must no longer be accepted. Kept only while one of its
 * access tokens could still be unexpired; the bff reads the list and refuses those tokens. Ids and times only:
 * it belongs to no company, as every bff replica reads all of it.
 */
@Entity('revoked_session')
export class RevokedSessionEntity {
  @PrimaryColumn('uuid') sessionId!: string;
  @Column('timestamptz') revokedAt!: Date;
  @Column('timestamptz') listedUntil!: Date;
}
