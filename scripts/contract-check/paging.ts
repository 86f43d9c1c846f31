import type { Answer } from './caller';
import { idsIn, queryKeys } from './query-shape';
import type { ReadContext } from './read-context';
import type { RowReport } from './row-report';

interface Page {
  items: Record<string, unknown>[];
  totalCount: number;
  pageNumber: number;
  pageSize: number;
}

/** The contract's defaults (API.md, "Paging"). */
const DEFAULT_SIZE = 12;
const SMALL = 2;

function pageOf(answer: Answer): Page | null {
  const body = answer.body as Partial<Page> | null;
  if (!answer.json || !body || typeof body !== 'object' || !Array.isArray(body.items)) return null;
  if (![body.totalCount, body.pageNumber, body.pageSize].every((n) => typeof n === 'number')) return null;
  return body as Page;
}

function expectEqual(report: RowReport, what: string, actual: unknown, expected: unknown): void {
  if (actual !== expected)
    report.problem(`${what}: got ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
}

/** The field naming an item's category (`cakeCategoryId`, `categoryId`), for the `catId` filter. */
const categoryField = (item: Record<string, unknown> | undefined) =>
  item
    ? Object.keys(item).find((key) => /categoryId$/i.test(key) && typeof item[key] === 'number')
    : undefined;

/**
 * `pageNume` (1-based, default 1) and `pageSize` (default 12, 1..100): defaults, small pages that
 * neither overlap nor skip, a page past the end, refusals out of range, names in any case, and
 * the category filter when the row has one.
 */
export async function checkPaging(report: RowReport, ctx: ReadContext, first: Answer): Promise<void> {
  const { endpoint } = report;
  const call = (query: Record<string, string | number>) =>
    ctx.caller.call('GET', endpoint.path, { query, token: ctx.token });
  const defaults = pageOf(first);
  if (!defaults) {
    report.problem(
      'paging not checked: the answer is not a page { items, totalCount, pageNumber, pageSize }',
    );
    return;
  }
  const total = defaults.totalCount;
  expectEqual(report, 'without pageNume, pageNumber', defaults.pageNumber, 1);
  expectEqual(report, 'without pageSize, pageSize', defaults.pageSize, DEFAULT_SIZE);
  expectEqual(report, 'without pageSize, items.length', defaults.items.length, Math.min(DEFAULT_SIZE, total));

  const firstSmall = pageOf(await call({ pageNume: 1, pageSize: SMALL }));
  const secondSmall = pageOf(await call({ pageNume: 2, pageSize: SMALL }));
  if (!firstSmall || !secondSmall) {
    report.problem(`pageSize=${SMALL}: the answer is not a page`);
  } else {
    expectEqual(report, `pageNume=1&pageSize=${SMALL}, pageSize`, firstSmall.pageSize, SMALL);
    expectEqual(report, `pageNume=1&pageSize=${SMALL}, pageNumber`, firstSmall.pageNumber, 1);
    expectEqual(
      report,
      `pageNume=1&pageSize=${SMALL}, items.length`,
      firstSmall.items.length,
      Math.min(SMALL, total),
    );
    expectEqual(report, `pageNume=1&pageSize=${SMALL}, totalCount`, firstSmall.totalCount, total);
    expectEqual(report, `pageNume=2&pageSize=${SMALL}, pageNumber`, secondSmall.pageNumber, 2);
    expectEqual(
      report,
      `pageNume=2&pageSize=${SMALL}, items.length`,
      secondSmall.items.length,
      Math.max(0, Math.min(SMALL, total - SMALL)),
    );
    const firstIds = idsIn(firstSmall);
    const expectedIds = idsIn(defaults).slice(0, SMALL);
    if (firstIds.join() !== expectedIds.join())
      report.problem(
        `pageNume=1&pageSize=${SMALL} holds ids ${firstIds.join(', ')}; the default page starts ${expectedIds.join(', ')}`,
      );
    const overlap = idsIn(secondSmall).filter((id) => firstIds.includes(id));
    if (overlap.length > 0)
      report.problem(`pages 1 and 2 (pageSize=${SMALL}) both hold ids ${overlap.join(', ')}`);
  }

  const past = Math.ceil(total / SMALL) + 1;
  const beyond = await call({ pageNume: past, pageSize: SMALL });
  if (report.status(beyond, 200, `pageNume=${past} (past the end)`)) {
    const page = pageOf(beyond);
    if (page) {
      expectEqual(report, `pageNume=${past} (past the end), items.length`, page.items.length, 0);
      expectEqual(report, `pageNume=${past} (past the end), totalCount`, page.totalCount, total);
    }
  }

  const outOfRange: Record<string, string | number>[] = [
    { pageNume: 0 },
    { pageSize: 0 },
    { pageSize: 101 },
    { pageNume: 'abc' },
  ];
  for (const query of outOfRange) {
    const [[key, value] = []] = Object.entries(query);
    report.refusal(await call(query), 400, `GET ?${key}=${value} (out of range)`);
  }

  const shouted = pageOf(await call({ PAGENUME: 1, PAGESIZE: SMALL }));
  if (shouted && shouted.pageSize !== SMALL)
    report.problem(
      `query names are matched case-sensitively: ?PAGESIZE=${SMALL} gave pageSize ${shouted.pageSize}`,
    );

  const field = categoryField(defaults.items[0]);
  if (queryKeys(endpoint).all.includes('catId') && field) {
    const catId = defaults.items[0]?.[field] as number;
    const filtered = pageOf(await call({ catId, pageSize: 100 }));
    const strays = filtered?.items.filter((item) => item[field] !== catId) ?? [];
    if (!filtered) report.problem(`catId=${catId}: the answer is not a page`);
    else if (strays.length > 0) report.problem(`catId=${catId}: ${strays.length} items of another ${field}`);
    else if (filtered.items.length === 0)
      report.problem(`catId=${catId}: no items, though item ${String(defaults.items[0]?.id)} has it`);
  }
}
