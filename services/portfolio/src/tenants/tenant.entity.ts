import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'tenant' })
export class TenantEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('text') firstName!: string;
  @Column('text') lastName!: string;
  @Column('text') email!: string;
  @Column('text') phone!: string;
  /** Calendar dates (YYYY-MM-DD), kept as strings so no time zone shifts them. */
  @Column('date', { nullable: true }) rightToRentCheckedAt!: string | null;
  @Column('date', { nullable: true }) rightToRentExpiresAt!: string | null;
  @Column('uuid', { nullable: true }) userId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
