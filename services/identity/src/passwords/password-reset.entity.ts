import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One "forgot password" link: single use, expiring, and only its digest is kept. */
@Entity('password_reset')
export class PasswordResetEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') userId!: string;
  @Column('uuid') companyId!: string;
  /** sha256 hex of the token in the /reset-password/{token} link; the link itself is never stored. */
  @Column('text') tokenDigest!: string;
  @Column('timestamptz') expiresAt!: Date;
  /** Set when the link was used, or made void by a newer link or a completed reset. */
  @Column('timestamptz', { nullable: true }) usedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
