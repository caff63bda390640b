import { Column, CreateDateColumn, DeleteDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** An email template: subject, sanitised HTML and plain text with `{{mergeTags}}`; deleting one only stamps deleted_at. */
@Entity('email_templates')
export class EmailTemplateEntity {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 998, default: '' })
  subject!: string;

  @Column({ type: 'text', default: '' })
  html!: string;

  @Column({ type: 'text', default: '' })
  text!: string;

  @Column({ type: 'text', array: true, default: () => `'{}'` })
  tags!: string[];

  /** The merge variables subject, html and text use, computed on save. */
  @Column({ type: 'text', array: true, default: () => `'{}'` })
  variables!: string[];

  @Column({ name: 'folder_id', type: 'uuid', nullable: true })
  folderId!: string | null;

  /** users.id of the staff member who created it. */
  @Column({ name: 'owner_user_id', type: 'uuid', nullable: true })
  ownerUserId!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}
