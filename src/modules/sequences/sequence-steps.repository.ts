import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { SequenceStepEntity } from './entities/sequence-step.entity';

/** A step as stored, with the subject of its template (null without one). */
export interface StepRow extends SequenceStepEntity {
  templateSubject: string | null;
}

export type StepWrite = Pick<
  SequenceStepEntity,
  'stepOrder' | 'type' | 'templateId' | 'subjectOverride' | 'fromOverride' | 'delaySeconds' | 'quietHours' | 'skipIf' | 'stopIf' | 'waitUntil' | 'config'
> & { id?: string };

/** The only place that touches sequence_steps (with each step's template subject, for the designer). */
@Injectable()
export class SequenceStepsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The steps of a sequence in order, with their template's subject. */
  async list(sequenceId: string, manager?: EntityManager): Promise<StepRow[]> {
    const rows = await (manager ?? this.dataSource.manager)
      .getRepository(SequenceStepEntity)
      .createQueryBuilder('st')
      .leftJoin('email_templates', 't', 't.id = st.template_id')
      .addSelect('t.subject', 'template_subject')
      .where('st.sequence_id = :sequenceId', { sequenceId })
      .orderBy('st.step_order', 'ASC')
      .getRawAndEntities<{ template_subject: string | null }>();
    return rows.entities.map((entity, index) => Object.assign(entity, { templateSubject: rows.raw[index]?.template_subject ?? null }));
  }

  /** Replaces every step of a sequence (ids kept where given). */
  async replace(manager: EntityManager, sequenceId: string, steps: StepWrite[]): Promise<void> {
    const repo = manager.getRepository(SequenceStepEntity);
    await repo.delete({ sequenceId });
    if (steps.length > 0) await repo.save(steps.map((step) => repo.create({ ...step, sequenceId })));
  }
}
