import type { MessageEmailState, MessageKind, RequestMessage } from '@cakeshop/shared';
import type { Kysely } from 'kysely';

import type { Trx } from '../db/database';
import type { DB } from '../db/schema';

/** Where a message's e-mail stands, from its outbox row (none: it was not e-mailed). */
function emailState(row: {
  sentAt: string | null;
  failedAt: string | null;
  outboxId: number | null;
}): MessageEmailState {
  if (row.outboxId === null) return 'none';
  if (row.sentAt !== null) return 'sent';
  return row.failedAt === null ? 'pending' : 'failed';
}

/**
 * A request's status messages, oldest first, each with where its e-mail stands: a message sent
 * again (a new quote) is the one kept, with its last e-mail.
 */
export async function requestMessagesOf(
  db: Kysely<DB> | Trx,
  requestKind: string,
  requestId: number,
): Promise<RequestMessage[]> {
  const rows = await db
    .selectFrom('requestMessages')
    .leftJoin('outbox', 'outbox.messageId', 'requestMessages.id')
    .select([
      'requestMessages.id',
      'requestMessages.messageKind',
      'requestMessages.language',
      'requestMessages.createdAt',
      'requestMessages.subject',
      'requestMessages.text',
      'outbox.id as outboxId',
      'outbox.sentAt',
      'outbox.failedAt',
    ])
    .where('requestMessages.requestKind', '=', requestKind)
    .where('requestMessages.requestId', '=', requestId)
    .orderBy('requestMessages.id')
    .orderBy('outbox.id')
    .execute();
  const last = new Map(rows.map((row) => [row.id, row]));
  return [...last.values()].map((row) => ({
    id: row.id,
    messageKind: row.messageKind as MessageKind,
    language: row.language,
    createdAt: row.createdAt,
    subject: row.subject,
    text: row.text,
    email: emailState(row),
  }));
}
