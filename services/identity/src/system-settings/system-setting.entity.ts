import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** One platform-wide setting (not a company's record), changed by superusers only. */
@Entity('system_setting')
export class SystemSettingEntity {
  @PrimaryColumn('text') key!: string;
  @Column('jsonb') value!: unknown;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
  @Column('uuid', { nullable: true }) updatedBy!: string | null;
}
