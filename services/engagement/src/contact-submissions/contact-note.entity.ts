import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('contact_note')
export class ContactNoteEntity {
  @PrimaryGeneratedColumn('uuid') id!: string;
  @Column('uuid') submissionId!: string;
  @Column('uuid') authorUserId!: string;
  @Column('text') body!: string;
  @CreateDateColumn({ type: 'timestamptz' }) createdAt!: Date;
}
