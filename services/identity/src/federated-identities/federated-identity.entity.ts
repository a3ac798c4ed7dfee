import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('federated_identity')
@Index(['issuer', 'subject'], { unique: true })
export class FederatedIdentityEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') companyId!: string;
  @Index() @Column('uuid') userId!: string;
  @Column('text') issuer!: string;
  @Column('text') subject!: string;
  /** The e-mail the provider vouched for when the link was made; kept for support, never used to match. */
  @Column('text', { nullable: true }) email!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
