import type { MaintenancePriority, MaintenanceStatus } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity({ name: 'maintenance_request' })
export class MaintenanceRequestEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  /** A portfolio property id; no foreign key crosses services. */
  @Column('uuid') propertyId!: string;
  @Column('text') reference!: string;
  @Column('text') title!: string;
  @Column('text') description!: string;
  @Column('text') category!: string;
  @Column('text') priority!: MaintenancePriority;
  @Column('text') status!: MaintenanceStatus;
  @Column('uuid', { nullable: true }) reporterUserId!: string | null;
  @Column('timestamptz') slaDueAt!: Date;
  /** Millisecond precision, so the value round-trips exactly through a JS Date. */
  @Column({ type: 'timestamptz', precision: 3 }) reportedAt!: Date;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
