import type { Role } from '@pm/contracts';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('app_user')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Index() @Column('uuid') companyId!: string;
  /** Always stored lower-cased; unique over lower(email) in the migration. */
  @Column('text') email!: string;
  @Column('text') firstName!: string;
  @Column('text') lastName!: string;
  @Column('text') role!: Role;
  @Column('text') passwordHash!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
  @UpdateDateColumn({ type: 'timestamptz' }) updatedAt!: Date;
}
