import type { Cake, CakeCategory, Paged } from '@cakeshop/shared';
import { DEFAULT_MAX_UPLOAD_MB, megabytesToBytes } from '@cakeshop/shared/media';
import type { Request } from '@playwright/test';

import { expect, makePng, test, unique } from './dashboard-support';
import { bilingualLabel, say, startsWith } from './support/texts';

/** A real PNG padded past the server's default limit by one byte: only its size is wrong. */
function oversizePng(): Buffer {
  const png = makePng();
  return Buffer.concat([png, Buffer.alloc(megabytesToBytes(DEFAULT_MAX_UPLOAD_MB) + 1 - png.length)]);
}

for (const lang of ['en', 'ar'] as const) {
  test.describe(`picture checks before upload (${lang})`, () => {
    test.use({ lang });

    test('a non-picture or an over-size file is refused beside the field, with no preview and nothing sent', async ({
      page,
      api,
    }) => {
      const [category] = await api.get<CakeCategory[]>('CakeCategory/GetCakeCategories');
      const name = unique('E2E Picture check');
      await page.goto('/dashboard/cake');
      await page.getByRole('button', { name: say(lang, 'dashboard.cakes.add') }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(bilingualLabel(lang, 'name', 'inEnglish')).fill(name);
      await dialog.getByLabel(bilingualLabel(lang, 'name', 'inArabic')).fill(`كيكة ${name}`);
      await dialog.getByLabel(startsWith(say(lang, 'dashboard.fields.price'))).fill('30');
      await dialog.getByLabel(say(lang, 'dashboard.fields.category')).selectOption(String(category?.id));

      const sent: Request[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/')) sent.push(request);
      });
      const picture = dialog.getByLabel(say(lang, 'dashboard.fields.image'));
      const preview = dialog.getByRole('img', { name: say(lang, 'dashboard.image.preview') });
      const error = dialog.locator('.image-field .field__error');

      // Text named and declared as a JPEG: its bytes say otherwise.
      await picture.setInputFiles({
        name: 'cake.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('not a picture at all'),
      });
      await expect(error).toHaveText(say(lang, 'dashboard.image.errors.type'));
      await expect(preview).toHaveCount(0);
      await expect(picture).toHaveAttribute('aria-invalid', 'true');

      // Another kind of file altogether.
      await picture.setInputFiles({
        name: 'menu.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'),
      });
      await expect(error).toHaveText(say(lang, 'dashboard.image.errors.type'));
      await expect(preview).toHaveCount(0);

      // A real picture one byte over the limit.
      await picture.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: oversizePng() });
      // Its size, rounded up, beside the limit, in the reader's digits.
      await expect(error).toHaveText(
        lang === 'en'
          ? 'This file is 5.1 MB; a picture may be at most 5 MB.'
          : /^حجم هذا الملف ٥٫١ .+، والحد الأقصى لحجم الصورة ٥ .+\.$/,
      );
      await expect(preview).toHaveCount(0);
      expect(sent, 'nothing is sent while choosing').toEqual([]);

      // Saving now sends the cake without the refused file.
      const [request] = await Promise.all([
        page.waitForRequest((req) => req.url().includes('/api/Cake/AddCake')),
        dialog.getByRole('button', { name: say(lang, 'common.save') }).click(),
      ]);
      expect(request.postDataBuffer()?.length ?? 0).toBeLessThan(64 * 1024);
      await expect(dialog).toBeHidden();
      const found = await api.get<Paged<Cake>>(`Cake/GetCakes?q=${encodeURIComponent(name)}`);
      expect(found.items[0]?.imageUrl ?? null).toBeNull();
    });

    test('after a refused file, a real picture clears the message and shows its preview', async ({
      page,
    }) => {
      await page.goto('/dashboard/cake');
      await page.getByRole('button', { name: say(lang, 'dashboard.cakes.add') }).click();
      const dialog = page.getByRole('dialog');
      const picture = dialog.getByLabel(say(lang, 'dashboard.fields.image'));
      await picture.setInputFiles({
        name: 'notes.png',
        mimeType: 'image/png',
        buffer: Buffer.from('plain words'),
      });
      await expect(dialog.locator('.image-field .field__error')).toBeVisible();
      await picture.setInputFiles({ name: 'cake.png', mimeType: 'image/png', buffer: makePng() });
      await expect(dialog.locator('.image-field .field__error')).toHaveCount(0);
      await expect(dialog.getByRole('img', { name: say(lang, 'dashboard.image.preview') })).toHaveAttribute(
        'src',
        /^blob:/,
      );
    });
  });
}
