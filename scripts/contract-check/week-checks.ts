import { addDays, PICKUP_DAYS_AHEAD } from '@cakeshop/shared';
import type { BranchCalendar, ErrorBody, PickupDays } from '@cakeshop/shared';

import { refusedField } from './catalog-writes';
import { markMissing, UNKNOWN_ID } from './absent';
import type { ReadContext } from './read-context';
import type { RowReport } from './row-report';
import type { WriteSession } from './write-session';

/** What the contract says of a pick-up days answer beyond its shape: 60 days in order from today. */
function checkDays(report: RowReport, days: PickupDays, what: string): void {
  if (days.days.length !== PICKUP_DAYS_AHEAD)
    report.problem(`${what}: ${days.days.length} days, expected ${PICKUP_DAYS_AHEAD}`);
  const gap = days.days.findIndex((day, index) => day.date !== addDays(days.today, index));
  if (gap >= 0) report.problem(`${what}: day ${gap} is ${days.days[gap]?.date}, expected today + ${gap}`);
  const firstOpen = days.days.find((day) => day.state === 'open')?.date ?? null;
  if (days.earliest !== firstOpen)
    report.problem(`${what}: earliest is ${days.earliest}, but the first open day is ${firstOpen}`);
}

/**
 * GetPickupDays of a branch GetBranchs listed (no basket: one cake of no particular kind), its
 * 60 days; then a cake that does not exist (400 `cake.gone`), and no branch at all (400).
 */
export async function checkPickupDays(report: RowReport, ctx: ReadContext): Promise<void> {
  const { endpoint } = report;
  const call = (query: Record<string, string | number>) => ctx.caller.call('GET', endpoint.path, { query });
  const [branchId] = ctx.ids.get('ContactUs') ?? [];
  const without = await call({});
  if (markMissing(report, without)) return;
  report.refusal(without, 400, 'GET without branchId');
  if (branchId === undefined) {
    report.note('no branch to ask about (GetBranchs is empty): checked for its 400s only');
    return;
  }
  const what = `GET ?branchId=${branchId}`;
  const answer = await call({ branchId });
  if (report.success(answer, what) && endpoint.response && report.shape(answer, endpoint.response, what))
    checkDays(report, answer.body as PickupDays, what);
  const gone = await call({ branchId, cakes: `${UNKNOWN_ID}:1` });
  if (report.refusal(gone, 400, `GET with cakes=${UNKNOWN_ID}:1 (no such cake)`)) {
    const code = (gone.body as ErrorBody).code;
    if (code !== undefined && code !== 'cake.gone')
      report.problem(`GET with an unknown cake: code ${code}, expected cake.gone`);
  }
}

/**
 * A branch's calendar written back with the values it has (exceptions keep their ids), then
 * refused a cut-off that is no time, and left as it was; a staff order is only asked to refuse
 * (nothing could remove an order it made).
 */
export async function checkWeekWrites(session: WriteSession): Promise<void> {
  const report = session.row('UpdateBranchCalendar');
  const read = async () => {
    const answer = await session.query('GetBranchCalendars', {});
    return answer.status === 200 && Array.isArray(answer.body)
      ? (answer.body as BranchCalendar[])
      : undefined;
  };
  const before = await read();
  const calendar = before?.[0];
  if (!calendar) report.note('not written: GetBranchCalendars gave no branch to write back');
  else {
    const saved = session.accepted(
      'UpdateBranchCalendar',
      await session.send('UpdateBranchCalendar', { ...calendar }),
      'UpdateBranchCalendar with the values it has',
    );
    if (saved && JSON.stringify(saved) !== JSON.stringify(calendar))
      report.problem(`UpdateBranchCalendar with the values it has came back ${JSON.stringify(saved)}`);
    refusedField(
      session,
      'UpdateBranchCalendar',
      await session.send('UpdateBranchCalendar', { ...calendar, orderCutoff: '25:00' }),
      'orderCutoff',
      'UpdateBranchCalendar with orderCutoff 25:00',
    );
    if (JSON.stringify(await read()) !== JSON.stringify(before))
      report.problem('GetBranchCalendars differs after writing back what it returned (and a refused write)');
  }

  const staff = session.row('AddCakeOrderByStaff');
  refusedField(
    session,
    'AddCakeOrderByStaff',
    await session.send('AddCakeOrderByStaff', {}),
    'pickupDate',
    'AddCakeOrderByStaff with an empty body',
  );
  staff.note('refusal only: nothing could remove an order it made');
}
