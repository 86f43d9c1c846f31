import type { EndpointName, ErrorBody } from '@cakeshop/shared';

import type { Answer } from './caller';
import { UNKNOWN_ID } from './absent';
import type { WriteSession } from './write-session';

type Body = Record<string, unknown>;

interface CrudRows {
  add: EndpointName;
  edit: EndpointName;
  remove: EndpointName;
  byId: EndpointName;
}

interface CrudOptions {
  sample: Body;
  /** Fields the edit changes. */
  change: Body;
  /** One bad field, refused with 400 and a detail naming it. */
  invalid: { field: string; value: unknown };
  /** Send a picture with the add (the edit sends none: the picture must stay). */
  image?: boolean;
  /** Runs while the record exists (a cake inside a new category). */
  inside?: (id: number) => Promise<void>;
}

/** A 400 whose details name the bad field (the dashboard's forms show them beside it). */
export function refusedField(
  session: WriteSession,
  row: EndpointName,
  answer: Answer,
  field: string,
  what: string,
): void {
  const report = session.row(row);
  if (!report.refusal(answer, 400, what)) return;
  const details = (answer.body as ErrorBody).details ?? [];
  if (!details.some((detail) => detail.path === field))
    report.problem(
      `${what}: the 400's details do not name "${field}" (got ${JSON.stringify(details.map((d) => d.path))})`,
    );
}

async function checkImage(session: WriteSession, row: EndpointName, saved: Body): Promise<void> {
  const url = saved.imageUrl;
  if (typeof url !== 'string' || url === '') {
    session.row(row).problem(`${row} with a picture: imageUrl came back ${JSON.stringify(url)}`);
    return;
  }
  const image = await session.caller.fetchUrl(url);
  if (image.status !== 200 || !image.contentType.startsWith('image/'))
    session.row(row).problem(`the new picture ${url} answered ${image.status} ${image.contentType}`);
}

/** Add, read back, edit, refuse bad input and unknown ids, delete, and find it gone. */
async function crud(session: WriteSession, rows: CrudRows, options: CrudOptions): Promise<void> {
  const { sample, change, invalid } = options;
  session.assertValid(rows.add, sample);
  const created = session.accepted(
    rows.add,
    await session.send(rows.add, sample, { image: options.image ?? false }),
    rows.add,
  );
  if (!created) return;
  const id = created.id as number;
  const forget = session.made(
    `${rows.add} id ${id}`,
    async () => (await session.query(rows.remove, { Id: id })).status < 300,
  );
  session.compare(rows.add, sample, created, rows.add);
  if (options.image) await checkImage(session, rows.add, created);

  const read = session.accepted(
    rows.byId,
    await session.query(rows.byId, { Id: id }),
    `${rows.byId} of the new record`,
  );
  if (read) session.compare(rows.add, sample, read, `${rows.byId} after ${rows.add}`);

  const edited = { ...sample, ...change, id };
  const saved = session.accepted(rows.edit, await session.send(rows.edit, edited), rows.edit);
  if (saved) {
    session.compare(rows.edit, edited, saved, rows.edit);
    if (options.image && saved.imageUrl !== created.imageUrl)
      session
        .row(rows.edit)
        .problem(`${rows.edit} without a picture changed imageUrl (absent means keep it)`);
  }

  const bad = { ...sample, [invalid.field]: invalid.value };
  refusedField(
    session,
    rows.add,
    await session.send(rows.add, bad),
    invalid.field,
    `${rows.add} with ${invalid.field}=${JSON.stringify(invalid.value)}`,
  );
  session
    .row(rows.edit)
    .refusal(
      await session.send(rows.edit, { ...sample, id: UNKNOWN_ID }),
      404,
      `${rows.edit} of an unknown id`,
    );

  await options.inside?.(id);

  const removed = await session.query(rows.remove, { Id: id });
  if (session.row(rows.remove).success(removed, rows.remove)) forget();
  session
    .row(rows.byId)
    .refusal(await session.query(rows.byId, { Id: id }), 404, `${rows.byId} after ${rows.remove}`);
  session
    .row(rows.remove)
    .refusal(await session.query(rows.remove, { Id: id }), 404, `${rows.remove} of a deleted id`);
}

const bilingual = (session: WriteSession, en: string, ar: string) => ({
  en: `${en} (contract check ${session.runId})`,
  ar: `${ar} (فحص العقد ${session.runId})`,
});

/** Categories of cakes and courses, each with an item inside (deleting it meanwhile → 409). */
export async function checkCatalogWrites(session: WriteSession): Promise<void> {
  const cakeCategory = bilingual(session, 'Category', 'تصنيف');
  await crud(
    session,
    {
      add: 'AddCakeCategory',
      edit: 'EditCakeCategory',
      remove: 'DeleteCakeCategory',
      byId: 'GetCakeCategoryById',
    },
    {
      sample: { nameEn: cakeCategory.en, nameAr: cakeCategory.ar },
      change: { nameEn: `${cakeCategory.en} edited` },
      invalid: { field: 'nameEn', value: '' },
      inside: async (categoryId) => {
        const cake = bilingual(session, 'Cake', 'كعكة');
        await crud(
          session,
          { add: 'AddCake', edit: 'EditCake', remove: 'DeleteCake', byId: 'GetCakeById' },
          {
            sample: {
              nameEn: cake.en,
              nameAr: cake.ar,
              descriptionEn: 'Made by pnpm contract:check',
              descriptionAr: 'صنعها فحص العقد',
              price: 12.5,
              cakeCategoryId: categoryId,
              featured: false,
            },
            change: { price: 13.75, featured: true },
            invalid: { field: 'price', value: 1.234 },
            image: true,
            inside: async () => {
              const answer = await session.query('DeleteCakeCategory', { Id: categoryId });
              session
                .row('DeleteCakeCategory')
                .refusal(answer, 409, 'DeleteCakeCategory while a cake uses it');
            },
          },
        );
      },
    },
  );

  const courseCategory = bilingual(session, 'Course category', 'تصنيف دورات');
  await crud(
    session,
    { add: 'AddCategory', edit: 'EditCategory', remove: 'DeleteCategory', byId: 'GetCategoryById' },
    {
      sample: { nameEn: courseCategory.en, nameAr: courseCategory.ar },
      change: { nameAr: `${courseCategory.ar} معدل` },
      invalid: { field: 'nameAr', value: '' },
      inside: async (categoryId) => {
        const course = bilingual(session, 'Course', 'دورة');
        const year = new Date().getUTCFullYear() + 1;
        await crud(
          session,
          { add: 'AddCourse', edit: 'EditCourse', remove: 'DeleteCourse', byId: 'GetCourseById' },
          {
            sample: {
              titleEn: course.en,
              titleAr: course.ar,
              descriptionEn: '',
              descriptionAr: '',
              price: 40,
              categoryId,
              startDate: `${year}-12-01T00:00:00.000Z`,
              durationHours: 3,
              seats: 8,
              featured: false,
            },
            change: { seats: 10, startDate: `${year}-12-02T00:00:00.000Z` },
            invalid: { field: 'seats', value: 0 },
            image: true,
            inside: async () => {
              const answer = await session.query('DeleteCategory', { Id: categoryId });
              session.row('DeleteCategory').refusal(answer, 409, 'DeleteCategory while a course uses it');
            },
          },
        );
      },
    },
  );

  const question = bilingual(session, 'Question', 'سؤال');
  await crud(
    session,
    { add: 'AddFAQ', edit: 'EditFAQ', remove: 'DeleteFAQ', byId: 'GetFAQById' },
    {
      sample: { questionEn: question.en, questionAr: question.ar, answerEn: 'An answer.', answerAr: 'جواب.' },
      change: { answerEn: 'Another answer.' },
      invalid: { field: 'questionEn', value: '' },
    },
  );
}
