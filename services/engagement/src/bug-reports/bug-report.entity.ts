import type { BugReportStatus, BugTechnicalInfo, ConsoleLogEntry } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('bug_report')
export class BugReportEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') companyId!: string;
  @Column('uuid') userId!: string;
  @Column('text') title!: string;
  @Column('text') description!: string;
  @Column('text') currentUrl!: string;
  @Column('text') userAgent!: string;
  @Column('jsonb') consoleLog!: ConsoleLogEntry[];
  @Column('jsonb') technicalInfo!: BugTechnicalInfo;
  @Column('text', { nullable: true }) screenshotKey!: string | null;
  @Column('text', { nullable: true }) screenshotContentType!: string | null;
  @Column('integer') creditsAwarded!: number;
  @Column('text') status!: BugReportStatus;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
