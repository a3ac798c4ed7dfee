import type { ContactSource, ContactStatus, ContactSubmissionMetadata } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('contact_submission')
export class ContactSubmissionEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid', { nullable: true }) companyId!: string | null;
  @Column('text') fullName!: string;
  @Column('text') email!: string;
  @Column('text', { nullable: true }) company!: string | null;
  @Column('text', { nullable: true }) phone!: string | null;
  @Column('text') message!: string;
  @Column('jsonb') metadata!: ContactSubmissionMetadata;
  @Column('text') source!: ContactSource;
  @Column('text') status!: ContactStatus;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
