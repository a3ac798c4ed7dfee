import type { MailStatus, MailTransport } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * One row per delivery job, keyed by the job's id: the key is what makes a job send at most once. It lives in
 * the sending service's own schema, beside the changes its mail tells about.
 */
@Entity('mail_message')
export class MailMessageEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column('text') sender!: string;
  @Column('text') recipient!: string;
  @Column('text') subject!: string;
  @Column('text', { nullable: true }) text!: string | null;
  @Column('text') transport!: MailTransport;
  @Column('text') status!: MailStatus;
  @Column('text', { nullable: true }) error!: string | null;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
