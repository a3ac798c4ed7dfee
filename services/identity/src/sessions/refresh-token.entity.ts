import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One opaque refresh token; tokens rotated from one login share a family (RFC 9700 reuse detection). */
@Entity('refresh_token')
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') familyId!: string;
  @Column('uuid') userId!: string;
  @Column('uuid') companyId!: string;
  /** sha256 hex of the token: a leaked table does not hand out sessions. */
  @Column('text') tokenHash!: string;
  @Column('timestamptz') expiresAt!: Date;
  @Column('timestamptz', { nullable: true }) rotatedAt!: Date | null;
  @Column('timestamptz', { nullable: true }) revokedAt!: Date | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @Column('text', { nullable: true }) userAgent!: string | null;
  @Column('text', { nullable: true }) ip!: string | null;
}
