import * as z from 'zod';

import { CONTENT_KINDS } from '../content';
import { toAsciiDigits } from '../digits';
import { flag, id, imageOut, integer } from '../fields';
import { parseLocalDateTime } from '../zoned-time';

/**
 * Editors' safety (drafts, versions, schedules, previews): the contract's rows in the `Content`
 * area. A record is named by its kind (the contract's entity name) and id (none for a single page).
 */
export const contentKind = z.enum(CONTENT_KINDS);

/**
 * The version a save started from (the record's `version` as it was read). A save whose record
 * has moved on since is refused with 409 `content.changed`, naming who saved it and when. Left out
 * (an earlier client), the save goes through as before.
 */
export const expectedVersion = integer(0).optional();

/** What every record of these kinds answers besides its fields (absent from an earlier backend). */
export const versionOut = {
  /** Goes up by one with every save of the record, draft or live. */
  version: z.number().int().optional(),
  /** When the record was last saved (ISO), draft or live; null before its first save here. */
  updatedAt: z.string().nullish(),
};

const contentRef = z.object({ kind: contentKind, id: id.optional() });
export const contentQuery = contentRef;

/** Publish, discard, unschedule: which record, and the version the editor saw. */
export const contentAction = contentRef.extend({ expectedVersion });

/** The Edit row's own fields travel beside these (multipart, as the Edit row takes them). */
export const saveDraftInput = z.looseObject(contentAction.shape);

/** `2026-04-09T06:00`, a date and time on the site's clock (HomeData.timeZone). */
const localDateTime = z
  .string()
  .transform(toAsciiDigits)
  .pipe(
    z
      .string()
      .trim()
      .refine(
        (value) => parseLocalDateTime(value) !== null,
        'Expected a date and time, e.g. 2026-04-09T06:00',
      )
      .meta({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}$' }),
  );

export const scheduleDraftInput = contentAction.extend({ publishAt: localDateTime });

export const versionQuery = contentRef.extend({ version: integer(0) });
export const restoreVersionInput = contentAction.extend({ version: integer(0) });

export const draftsQuery = z.object({
  kind: contentKind.optional(),
  /** Only drafts with a publish time, soonest first. */
  scheduled: flag,
});

export const previewQuery = z.object({ token: z.string().trim().min(1).max(1000) });

/** The record's fields as its Edit row takes them (numbers as numbers), its picture shown. */
const fields = z.record(z.string(), z.unknown());

const missing = {
  /** Fields left empty in English while required, or while filled in Arabic (and the other way round). */
  missingEn: z.array(z.string()),
  missingAr: z.array(z.string()),
};

export const draft = z.object({
  fields,
  ...imageOut,
  savedAt: z.string(),
  savedBy: z.string(),
  /** The live record changed since this draft was started: publishing it would undo that. */
  stale: z.boolean(),
  /** When it goes live by itself (ISO), and who asked for it; null when not scheduled. */
  publishAt: z.string().nullable(),
  scheduledBy: z.string().nullable(),
  ...missing,
});
export type Draft = z.infer<typeof draft>;

/** A record's state for its editors: the version a save must name, and its draft if any. */
export const contentState = z.object({
  kind: contentKind,
  id: z.number().int().nullable(),
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** The last live save (a publish or a direct edit): who and when; null before the first here. */
  publishedAt: z.string().nullable(),
  publishedBy: z.string().nullable(),
  draft: draft.nullable(),
});
export type ContentState = z.infer<typeof contentState>;

export const draftSummary = z.object({
  kind: contentKind,
  id: z.number().int().nullable(),
  /** The record's name as drafted (its first text in each language). */
  titleEn: z.string(),
  titleAr: z.string(),
  savedAt: z.string(),
  savedBy: z.string(),
  stale: z.boolean(),
  publishAt: z.string().nullable(),
  scheduledBy: z.string().nullable(),
  ...missing,
});
export type DraftSummary = z.infer<typeof draftSummary>;

export const versionSummary = z.object({
  version: z.number().int(),
  /** null for the record as it was before versions were kept here. */
  savedAt: z.string().nullable(),
  savedBy: z.string().nullable(),
});
export type VersionSummary = z.infer<typeof versionSummary>;

export const versionOutput = versionSummary.extend({ fields, ...imageOut });
export type ContentVersion = z.infer<typeof versionOutput>;

export const previewLink = z.object({
  /** The record's public page with the signed token (`/cakes/7?preview=…`), on this site. */
  path: z.string(),
  expiresAt: z.string(),
});
export type PreviewLink = z.infer<typeof previewLink>;

export const contentPreview = z.object({
  kind: contentKind,
  id: z.number().int().nullable(),
  /** The record as its reads answer it, with the draft's fields in place of the live ones. */
  record: fields,
});
export type ContentPreview = z.infer<typeof contentPreview>;
