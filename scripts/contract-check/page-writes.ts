import type { EndpointName } from '@cakeshop/shared';
import type * as z from 'zod';

import { refusedField } from './catalog-writes';
import type { WriteSession } from './write-session';

type Body = Record<string, unknown>;

/** The fields an update takes, filled from what the read returned (null reads as empty). */
function inputFrom(session: WriteSession, update: EndpointName, current: Body): Body {
  const shape = (session.endpoint(update).body as z.ZodObject).shape;
  return Object.fromEntries(
    Object.keys(shape)
      .filter((key) => key !== 'removeImage')
      .map((key) => [key, current[key] ?? '']),
  );
}

async function read(session: WriteSession, name: EndpointName): Promise<unknown> {
  const answer = await session.query(name, {});
  return answer.status === 200 && answer.json ? answer.body : undefined;
}

/**
 * A single page (About, Home, Instructor) or the branch list: saved with the values it already
 * has, then refused a bad value with 400 and left as it was.
 */
async function samePage(
  session: WriteSession,
  get: EndpointName,
  update: EndpointName,
  toInput: (current: unknown) => Body | null,
  invalid: { body: (input: Body) => Body; field: string },
): Promise<void> {
  const report = session.row(update);
  const before = await read(session, get);
  const input = before === undefined ? null : toInput(before);
  if (!input) {
    report.note(`not written: ${get} gave nothing to write back`);
    return;
  }
  const valid = session.endpoint(update).body?.safeParse(input);
  if (valid && !valid.success) {
    report.note(
      `not written: what ${get} returned is not valid input to write back (${valid.error.issues[0]?.message})`,
    );
    return;
  }
  const saved = session.accepted(
    update,
    await session.send(update, input),
    `${update} with the values it has`,
  );
  if (saved && !Array.isArray(saved)) session.compare(update, input, saved, update);
  refusedField(
    session,
    update,
    await session.send(update, invalid.body(input)),
    invalid.field,
    `${update} with ${invalid.field} empty`,
  );
  const after = await read(session, get);
  if (JSON.stringify(after) !== JSON.stringify(before))
    report.problem(`${get} differs after writing back what it returned (and a refused write)`);
}

export async function checkPageWrites(session: WriteSession): Promise<void> {
  const single = (get: EndpointName, update: EndpointName, field: string) =>
    samePage(session, get, update, (current) => inputFrom(session, update, current as Body), {
      body: (input) => ({ ...input, [field]: '' }),
      field,
    });
  await single('GetAboutData', 'UpdateAboutData', 'titleEn');
  await single('GetHomeData', 'UpdateHomeData', 'brandNameEn');
  await single('GetInstructorData', 'UpdateInstructorData', 'nameAr');

  const branchKeys = Object.keys(
    ((session.endpoint('UpdateContactUs').body as z.ZodObject).shape.branches as z.ZodArray<z.ZodObject>)
      .element.shape,
  );
  await samePage(
    session,
    'GetBranchs',
    'UpdateContactUs',
    (current) =>
      Array.isArray(current)
        ? {
            branches: current.map((branch: Body) =>
              Object.fromEntries(branchKeys.map((key) => [key, branch[key] ?? ''])),
            ),
          }
        : null,
    {
      body: () => ({ branches: [{ nameEn: '', nameAr: 'فرع', addressEn: 'x', addressAr: 'x' }] }),
      field: 'branches.0.nameEn',
    },
  );

  // The first version of the contract cannot remove a user: AddUser is only asked to refuse.
  const answer = await session.send('AddUser', {
    username: `check-${session.runId}`,
    email: `check-${session.runId}@example.invalid`,
    password: 'short',
  });
  refusedField(session, 'AddUser', answer, 'password', 'AddUser with a 5-character password');
  session.row('AddUser').note('refusal only: nothing could remove a user it created');
}
