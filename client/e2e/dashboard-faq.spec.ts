import type { Faq } from '@cakeshop/shared';

import { auditScreen, expect, test, unique } from './dashboard-support';

async function order(api: { get: <T>(path: string) => Promise<T> }, ids: number[]): Promise<number[]> {
  const faqs = await api.get<Faq[]>('FAQ/GetGetFAQs');
  return faqs.map((faq) => faq.id).filter((id) => ids.includes(id));
}

test('FAQ reorder by keyboard and by drag persists as sortOrder', async ({ page, api }) => {
  const tag = unique('E2E Q');
  const first = await api.post<Faq>('FAQ/AddFAQ', {
    questionEn: `${tag} one?`,
    questionAr: 'سؤال١؟',
    answerEn: 'A',
    answerAr: 'ج',
  });
  const second = await api.post<Faq>('FAQ/AddFAQ', {
    questionEn: `${tag} two?`,
    questionAr: 'سؤال٢؟',
    answerEn: 'B',
    answerAr: 'ب',
  });
  await page.goto('/dashboard/faq');

  const up = page.getByRole('button', { name: `Move “${second.questionEn}” up` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('New order saved.')).toBeVisible();
  await expect(up).toBeFocused();
  await expect.poll(() => order(api, [first.id, second.id])).toEqual([second.id, first.id]);

  const items = page.getByRole('listitem').filter({ hasText: tag });
  await items.filter({ hasText: 'one?' }).dragTo(items.filter({ hasText: 'two?' }));
  await expect.poll(() => order(api, [first.id, second.id])).toEqual([first.id, second.id]);
  await page.reload();
  await expect(items.first()).toContainText('one?');
});

test('FAQ add and edit reach the API; an empty answer is refused', async ({ page, api }) => {
  const question = unique('E2E New question');
  await page.goto('/dashboard/faq');
  await page.getByRole('button', { name: 'Add question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add question' });
  await dialog.getByLabel('Question (English)').fill(question);
  await dialog.getByLabel('Question (Arabic)').fill('سؤال جديد؟');
  await dialog.getByLabel('Answer (English)').fill('Yes.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByLabel('Answer (Arabic)').fill('نعم.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const saved = (await api.get<Faq[]>('FAQ/GetGetFAQs')).find((faq) => faq.questionEn === question);
  expect(saved).toMatchObject({ answerAr: 'نعم.' });
});

for (const lang of ['en', 'ar'] as const) {
  test.describe(`FAQ in ${lang}`, () => {
    test.use({ lang });
    test('no serious axe violation', async ({ page }, testInfo) => {
      await page.goto('/dashboard/faq');
      await expect(page.getByRole('listitem').first()).toBeVisible();
      await auditScreen(page, testInfo, 'faq', lang);
    });
  });
}
