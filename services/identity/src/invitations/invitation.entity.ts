import type { Role } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('invitation')
export class InvitationEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') email!: string;
  @Column('text') role!: Role;
  /** sha256 hex of the hash in the /register/{hash} link; the link itself is never stored. */
  @Column('text') hashDigest!: string;
  /**
   * The id the account made from this invitation will have: chosen with the invitation, so the service whose record
   * the invitee is (a tenant in portfolio) links its record to the login before the invitee registers.
   */
  @Column('uuid', { nullable: true }) userId!: string | null;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) acceptedAt!: Date | null;
  @Column('uuid') createdBy!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
