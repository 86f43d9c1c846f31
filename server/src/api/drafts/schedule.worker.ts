import type { ContentKind } from '@cakeshop/shared';
import { SYSTEM_ACTOR } from '@cakeshop/shared';
import type { Logger } from 'pino';

import { recordActivity } from '../audit/record-activity';
import type { DraftRow } from '../content/content-store';
import { contentStore } from '../content/content-store';
import type { Database } from '../db/database';
import { ApiError } from '../errors';
import { actingAs } from '../http/actor';
import { contractId } from './content-reads';
import type { DraftsService } from './drafts.service';

const BATCH = 20;
/** A publish that lost a race with an editor's save is tried again this much later. */
const RETRY_MS = 5_000;

/**
 * Publishes drafts whose time has come, as the editor who scheduled them. The times are in the
 * database, so a restart loses none: on start it publishes what fell due while the server was
 * down, then sleeps until the next one (or until a schedule changes, or the clock is moved in a
 * test). A draft that cannot go live is never retried blindly: its record deleted, the draft goes;
 * anything else wrong with it (a language missing, the live record changed since), it stays a
 * draft without a time, with an activity row saying why. Nothing here is thrown at a caller.
 *
 * With several replicas each runs one of these, and their timers go off at the same moment: the
 * publish is a compare-and-swap on the record's version, so one replica's publish wins, and the
 * others find the draft gone (published) and owe nothing.
 */
export class ScheduleWorker {
  private running: Promise<void> = Promise.resolve();
  private again = false;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly drafts: DraftsService,
    private readonly now: () => Date,
    private readonly logger: Logger,
  ) {}

  /** Looks for due drafts now (start-up, a new schedule, a moved clock). Runs are serialized. */
  wake(): Promise<void> {
    if (this.stopped) return this.running;
    this.again = true;
    this.running = this.running.then(async () => {
      let retry = false;
      try {
        while (this.again && !this.stopped) {
          this.again = false;
          retry = (await this.publishDue()) || retry;
        }
        await this.sleepUntilNext(retry);
      } catch (error) {
        this.logger.error({ err: error }, 'scheduled drafts could not be read; trying again shortly');
        this.sleep(RETRY_MS);
      }
    });
    return this.running;
  }

  /** Publishes every draft due now; true when one lost a race and should be tried again soon. */
  private async publishDue(): Promise<boolean> {
    const due = await contentStore.due(this.database.db, this.now().toISOString(), BATCH);
    let retry = false;
    for (const draft of due) {
      if (this.stopped) break;
      retry = (await this.publishOne(draft)) || retry;
    }
    if (due.length === BATCH && !retry) this.again = true;
    return retry;
  }

  private async publishOne(draft: DraftRow): Promise<boolean> {
    const kind = draft.kind as ContentKind;
    const actor = { userId: draft.scheduledById, username: draft.scheduledBy ?? SYSTEM_ACTOR };
    const where = { kind, id: draft.recordId, publishAt: draft.publishAt };
    try {
      await actingAs(actor, () => this.drafts.publish({ kind, id: draft.recordId }));
      this.logger.info(where, 'a scheduled draft was published');
      return false;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
      // Published by another replica (or discarded by an editor) since it was found due.
      if (error.code === 'content.no_draft') return false;
      if (error.code === 'content.changed') {
        const { db } = this.database;
        const [current, head] = await Promise.all([
          contentStore.draft(db, kind, draft.recordId),
          contentStore.head(db, kind, draft.recordId),
        ]);
        // Discarded or unscheduled meanwhile: nothing is owed.
        if (!current?.publishAt) return false;
        // Saved by an editor at this very moment, still based on the live record: try again.
        if (current.baseVersion === (head?.liveVersion ?? 0)) return true;
      }
      await actingAs(actor, () => this.drop(draft, error));
      this.logger.warn(
        { ...where, code: error.code, reason: error.message },
        'a scheduled draft was not published',
      );
      return false;
    }
  }

  /** Its record gone, the draft goes; else it stays a draft, unscheduled, with the reason logged. */
  private drop(draft: DraftRow, error: ApiError): Promise<void> {
    const kind = draft.kind as ContentKind;
    const gone = error.code === 'not_found';
    return this.database.write(async (trx) => {
      if (gone) await contentStore.deleteDraft(trx, kind, draft.recordId);
      else
        await contentStore.setSchedule(trx, kind, draft.recordId, {
          publishAt: null,
          scheduledBy: null,
          scheduledById: null,
        });
      await recordActivity(trx, {
        action: 'unschedule',
        entity: kind,
        entityId: contractId(kind, draft.recordId),
        summary: `not published: ${error.message}`,
        details: { kind: 'notPublished', code: error.code },
      });
    });
  }

  private async sleepUntilNext(retry: boolean): Promise<void> {
    if (this.stopped) return;
    const next = await contentStore.nextDue(this.database.db);
    if (next === undefined) return clearTimeout(this.timer);
    const delay = Math.max(0, Date.parse(next) - this.now().getTime());
    this.sleep(retry ? Math.max(delay, RETRY_MS) : delay);
  }

  private sleep(delay: number): void {
    clearTimeout(this.timer);
    // setTimeout's limit is about 24.8 days: a later time is looked at again then.
    this.timer = setTimeout(() => void this.wake(), Math.min(delay, 2 ** 31 - 1));
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }
}
