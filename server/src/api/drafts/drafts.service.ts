import type {
  ContentKind,
  ContentState,
  contentAction,
  restoreVersionInput,
  saveDraftInput,
} from '@cakeshop/shared';
import type { scheduleDraftInput } from '@cakeshop/shared';
import {
  draftSchemaOf,
  editFieldsOf,
  flag,
  formatLocalDateTime,
  instantOf,
  missingFields,
  parseLocalDateTime,
  titleOf,
  wallClockAt,
} from '@cakeshop/shared';
import type { z } from 'zod';

import type { ActivityEntry } from '../audit/record-activity';
import { named, recordActivity } from '../audit/record-activity';
import type { DraftRow, HeadRow } from '../content/content-store';
import { contentStore } from '../content/content-store';
import { bumpVersion, stampNow } from '../content/record-saves';
import type { Database, Trx } from '../db/database';
import { ApiError } from '../errors';
import { currentActor } from '../http/actor';
import type { Upload } from '../http/handler';
import { parseWith } from '../http/input';
import type { Images } from '../media/images';
import type { ContentServices } from './content-services';
import { contractId, recordIdOf, stateOf } from './content-reads';

/** A record's titles as the activity log names it. */
const titledBy = ({ titleEn, titleAr }: { titleEn: string; titleAr: string }) => named(titleEn, titleAr);

type Action = z.output<typeof contentAction>;
type Fields = Record<string, unknown>;

export interface DraftsOptions {
  /** The site's time zone, read in a write's transaction (HomeData.timeZone). */
  timeZone(trx: Trx): Promise<string>;
  now(): Date;
  /** A publish time was set: the scheduler looks again. */
  scheduled(): void;
  /** A draft went live: rendered pages are stale. */
  published(): void;
}

const noDraft = () => new ApiError(404, 'content.no_draft', 'This record has no draft');

/** 409 naming the last save of a record, whoever made it, when the editor's version is not it. */
function changedSince(head: HeadRow | undefined, by: 'save' | 'publish'): ApiError {
  const changed =
    by === 'save'
      ? { by: head?.updatedBy ?? '', at: head?.updatedAt ?? '' }
      : { by: head?.publishedBy ?? '', at: head?.publishedAt ?? '' };
  const what = by === 'save' ? 'Saved' : 'The live record was changed';
  return ApiError.changed('content.changed', `${what} by ${changed.by} at ${changed.at}`, changed);
}

/**
 * Refuses a publish (or its schedule) while a text the site shows in both languages is missing in
 * one: a required text empty in either, or an optional one given in one language only (the other
 * language's visitors would read it untranslated). An optional text may be left out of both.
 */
function checkLanguages(kind: ContentKind, fields: Fields): void {
  const { missingEn, missingAr } = missingFields(kind, fields);
  if (missingEn.length + missingAr.length === 0) return;
  const details = [
    ...missingEn.map((path) => ({ path, message: 'Required in English before publishing' })),
    ...missingAr.map((path) => ({ path, message: 'Required in Arabic before publishing' })),
  ];
  throw new ApiError(
    400,
    'content.language_missing',
    'A required text is missing in English or Arabic',
    details,
  );
}

const fieldsOf = (draft: DraftRow) => JSON.parse(draft.fields) as Fields;

/**
 * The writes of drafts: save, publish, discard, schedule, restore a version. Each is one write
 * transaction whose version compare-and-swap (`bumpVersion`) decides a race; a publish is the
 * kind's own Edit save, which takes the draft with it in its transaction.
 */
export class DraftsService {
  constructor(
    private readonly database: Database,
    private readonly images: Images,
    private readonly kinds: ContentServices,
    private readonly options: DraftsOptions,
  ) {}

  private record(
    trx: Trx,
    action: 'draft' | 'discard' | 'schedule' | 'unschedule' | 'revert',
    kind: ContentKind,
    id: number,
    said: Pick<ActivityEntry, 'summary' | 'details'>,
  ) {
    return recordActivity(trx, { action, entity: kind, entityId: contractId(kind, id), ...said });
  }

  private async draftIn(trx: Trx, kind: ContentKind, id: number): Promise<DraftRow> {
    const draft = await contentStore.draft(trx, kind, id);
    if (!draft) throw noDraft();
    return draft;
  }

  /**
   * Saves the record's draft (the kind's Edit fields; required texts may be empty), the site
   * unchanged. A record with no version kept yet (one older than versions) has its live fields
   * kept first, so its history shows what the draft is compared with and can go back to.
   */
  async save(input: z.output<typeof saveDraftInput>, upload: Upload | undefined): Promise<ContentState> {
    const { kind, id, expectedVersion, ...rest } = input;
    const recordId = recordIdOf(kind, id);
    const fields = parseWith(draftSchemaOf(kind), rest) as Fields;
    const removeImage = parseWith(flag, rest['removeImage']);
    const image = await this.images.prepare(upload);
    const service = this.kinds[kind];
    // Read before the write (a read inside it would wait for it); a live save meanwhile keeps
    // the first version itself, and this one then finds it there.
    const live = await service.read(recordId).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    });
    return this.database.write(async (trx, hooks) => {
      // In the write queue: a delete of the record cannot come between this check and the save.
      if (!live || !(await service.exists(trx, recordId))) throw ApiError.notFound(`No such ${kind}`);
      const stamp = stampNow();
      const head = await bumpVersion(trx, kind, recordId, expectedVersion, stamp, false);
      if (!(await contentStore.hasVersions(trx, kind, recordId)))
        await contentStore.addVersion(trx, {
          kind,
          recordId,
          version: head.liveVersion,
          fields: JSON.stringify(editFieldsOf(kind, live)),
          imageKey: await service.imageKeyOf(trx, recordId),
          savedAt: null,
          savedBy: null,
        });
      const current = await contentStore.draft(trx, kind, recordId);
      const shown = current ? current.imageKey : await service.imageKeyOf(trx, recordId);
      const imageKey = image ? await this.images.save(trx, hooks, image) : removeImage ? null : shown;
      await contentStore.putDraft(trx, {
        kind,
        recordId,
        fields: JSON.stringify(fields),
        imageKey,
        // The editor saved with the live record in view: the draft is based on it now.
        baseVersion: head.liveVersion,
        savedAt: stamp.at,
        savedBy: stamp.by,
        publishAt: current?.publishAt ?? null,
        scheduledBy: current?.scheduledBy ?? null,
        scheduledById: current?.scheduledById ?? null,
      });
      if (current && current.imageKey !== imageKey) this.images.release(hooks, current.imageKey);
      await this.record(trx, 'draft', kind, recordId, titledBy(titleOf(kind, fields)));
      return stateOf(trx, this.images.urlOf, kind, recordId);
    });
  }

  /**
   * Puts the draft on the site through the kind's Edit save. Refused with 400 while a required
   * text is empty in a language, with 409 when the record was saved since the editor's version or
   * the live record changed since the draft was based on it.
   */
  async publish(input: Action): Promise<ContentState> {
    const { kind } = input;
    const id = recordIdOf(kind, input.id);
    const { db } = this.database;
    const [draft, head] = await Promise.all([
      contentStore.draft(db, kind, id),
      contentStore.head(db, kind, id),
    ]);
    if (!draft) throw noDraft();
    const version = head?.version ?? 0;
    if (input.expectedVersion !== undefined && input.expectedVersion !== version)
      throw changedSince(head, 'save');
    const fields = fieldsOf(draft);
    checkLanguages(kind, fields);
    if (draft.baseVersion !== (head?.liveVersion ?? 0)) throw changedSince(head, 'publish');
    // What was read above is what goes live: the save's compare-and-swap on `version` refuses it
    // if anything (a draft save, a live edit) came in between.
    await this.kinds[kind].publish({ ...fields, id, expectedVersion: version }, { imageKey: draft.imageKey });
    this.options.published();
    return stateOf(db, this.images.urlOf, kind, id);
  }

  async discard(input: Action): Promise<ContentState> {
    const { kind } = input;
    const id = recordIdOf(kind, input.id);
    return this.database.write(async (trx, hooks) => {
      const draft = await this.draftIn(trx, kind, id);
      await bumpVersion(trx, kind, id, input.expectedVersion, stampNow(), false);
      this.images.release(hooks, (await contentStore.deleteDraft(trx, kind, id)) ?? null);
      await this.record(trx, 'discard', kind, id, titledBy(titleOf(kind, fieldsOf(draft))));
      return stateOf(trx, this.images.urlOf, kind, id);
    });
  }

  /** Publishes the draft by itself at a date and time on the site's clock; 400 when that is past. */
  async schedule(input: z.output<typeof scheduleDraftInput>): Promise<ContentState> {
    const { kind } = input;
    const id = recordIdOf(kind, input.id);
    const wall = parseLocalDateTime(input.publishAt);
    if (!wall) throw ApiError.field('publishAt', 'Expected a date and time, e.g. 2026-04-09T06:00');
    const state = await this.database.write(async (trx) => {
      const draft = await this.draftIn(trx, kind, id);
      const timeZone = await this.options.timeZone(trx);
      const at = instantOf(wall, timeZone);
      const now = this.options.now();
      if (at.getTime() <= now.getTime()) {
        const clock = formatLocalDateTime(wallClockAt(now, timeZone)).replace('T', ' ');
        const passed = `This time has passed: it is ${clock} in ${timeZone}`;
        throw new ApiError(400, 'content.time_passed', passed, [{ path: 'publishAt', message: passed }]);
      }
      checkLanguages(kind, fieldsOf(draft));
      await bumpVersion(trx, kind, id, input.expectedVersion, stampNow(), false);
      const actor = currentActor();
      await contentStore.setSchedule(trx, kind, id, {
        publishAt: at.toISOString(),
        scheduledBy: actor.username,
        scheduledById: actor.userId,
      });
      const { titleEn, titleAr } = titleOf(kind, fieldsOf(draft));
      await this.record(trx, 'schedule', kind, id, {
        summary: `${titleEn} at ${input.publishAt}`,
        details: { kind: 'scheduled', en: titleEn, ar: titleAr, at: input.publishAt },
      });
      return stateOf(trx, this.images.urlOf, kind, id);
    });
    this.options.scheduled();
    return state;
  }

  async unschedule(input: Action): Promise<ContentState> {
    const { kind } = input;
    const id = recordIdOf(kind, input.id);
    return this.database.write(async (trx) => {
      const draft = await this.draftIn(trx, kind, id);
      await bumpVersion(trx, kind, id, input.expectedVersion, stampNow(), false);
      await contentStore.setSchedule(trx, kind, id, {
        publishAt: null,
        scheduledBy: null,
        scheduledById: null,
      });
      await this.record(trx, 'unschedule', kind, id, titledBy(titleOf(kind, fieldsOf(draft))));
      return stateOf(trx, this.images.urlOf, kind, id);
    });
  }

  /** Makes a kept version the record's draft (not scheduled); the site changes when it is published. */
  async restoreVersion(input: z.output<typeof restoreVersionInput>): Promise<ContentState> {
    const { kind, version } = input;
    const id = recordIdOf(kind, input.id);
    return this.database.write(async (trx, hooks) => {
      if (!(await this.kinds[kind].exists(trx, id))) throw ApiError.notFound(`No such ${kind}`);
      const kept = await contentStore.version(trx, kind, id, version);
      if (!kept) throw ApiError.notFound('No such version of this record');
      const stamp = stampNow();
      const head = await bumpVersion(trx, kind, id, input.expectedVersion, stamp, false);
      const current = await contentStore.draft(trx, kind, id);
      await contentStore.putDraft(trx, {
        kind,
        recordId: id,
        fields: kept.fields,
        imageKey: kept.imageKey,
        baseVersion: head.liveVersion,
        savedAt: stamp.at,
        savedBy: stamp.by,
        publishAt: null,
        scheduledBy: null,
        scheduledById: null,
      });
      if (current && current.imageKey !== kept.imageKey) this.images.release(hooks, current.imageKey);
      await this.record(trx, 'revert', kind, id, {
        summary: `version ${version}`,
        details: { kind: 'version', version },
      });
      return stateOf(trx, this.images.urlOf, kind, id);
    });
  }
}
