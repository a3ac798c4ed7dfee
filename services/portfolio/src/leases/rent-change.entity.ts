import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** LEASE-04: a tenancy's rent from a date; never rewritten, so past charges stay as they were. */
@Entity({ name: 'rent_change' })
export class RentChangeEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') leaseId!: string;
  @Column('date') effectiveFrom!: string;
  @Column('integer') rentPence!: number;
  @Column('uuid', { nullable: true }) recordedByUserId!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) recordedAt!: Date;
}
