import type { editFaqInput, Faq, faqInput } from '@cakeshop/shared';
import type { z } from 'zod';

import { named, recordActivity } from '../audit/record-activity';
import { forgetRecord, recordLiveSave, versionFieldsOf, withVersionFields } from '../content/record-saves';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import type { FaqRepository, FaqRow } from './faq.repository';

type FaqInput = z.output<typeof faqInput>;
type EditFaqInput = z.output<typeof editFaqInput>;

const toFaq = ({ id, questionEn, questionAr, answerEn, answerAr, sortOrder }: FaqRow): Faq => ({
  id,
  questionEn,
  questionAr,
  answerEn,
  answerAr,
  sortOrder,
});

const text = ({ questionEn, questionAr, answerEn, answerAr }: FaqInput) => ({
  questionEn,
  questionAr,
  answerEn,
  answerAr,
});

export class FaqService {
  constructor(
    private readonly database: Database,
    private readonly faqs: FaqRepository,
  ) {}

  async list(): Promise<Faq[]> {
    return withVersionFields(this.database.db, 'Faq', (await this.faqs.list()).map(toFaq));
  }

  async get(id: number): Promise<Faq> {
    const { db } = this.database;
    const row = await this.faqs.find(db, id);
    if (!row) throw ApiError.notFound('No such question');
    return { ...toFaq(row), ...(await versionFieldsOf(db, 'Faq', id)) };
  }

  add(input: FaqInput): Promise<Faq> {
    return this.database.write(async (trx) => {
      const sortOrder = input.sortOrder ?? (await this.faqs.nextSortOrder(trx));
      const id = await this.faqs.insert(trx, { ...text(input), sortOrder });
      const saved = await recordLiveSave(trx, {
        kind: 'Faq',
        id,
        body: { ...input, sortOrder },
        imageKey: null,
      });
      await recordActivity(trx, {
        action: 'add',
        entity: 'Faq',
        entityId: id,
        ...named(input.questionEn, input.questionAr),
      });
      return { ...toFaq((await this.faqs.find(trx, id))!), ...saved.versionFields };
    });
  }

  /**
   * Without a sortOrder the question keeps its place. `fromDraft`: a draft is being published
   * (questions have no picture).
   */
  edit(input: EditFaqInput, fromDraft = false): Promise<Faq> {
    return this.database.write(async (trx) => {
      const current = await this.faqs.find(trx, input.id);
      if (!current) throw ApiError.notFound('No such question');
      const sortOrder = input.sortOrder ?? current.sortOrder;
      const saved = await recordLiveSave(trx, {
        kind: 'Faq',
        id: input.id,
        body: { ...input, sortOrder },
        imageKey: null,
        expectedVersion: input.expectedVersion,
        fromDraft,
        before: () => Promise.resolve({ record: toFaq(current), imageKey: null }),
      });
      await this.faqs.update(trx, input.id, { ...text(input), sortOrder });
      await recordActivity(trx, {
        action: fromDraft ? 'publish' : 'edit',
        entity: 'Faq',
        entityId: input.id,
        ...named(input.questionEn, input.questionAr),
      });
      return { ...toFaq((await this.faqs.find(trx, input.id))!), ...saved.versionFields };
    });
  }

  async delete(id: number): Promise<void> {
    await this.database.write(async (trx) => {
      const current = await this.faqs.find(trx, id);
      if (!current) throw ApiError.notFound('No such question');
      await this.faqs.delete(trx, id);
      await forgetRecord(trx, 'Faq', id);
      await recordActivity(trx, {
        action: 'delete',
        entity: 'Faq',
        entityId: id,
        ...named(current.questionEn, current.questionAr),
      });
    });
  }
}
