import { addUser, guestPage } from './accounts-support';
import { auditScreen, expect, test } from './dashboard-support';
import { logIn } from './support/session';

const TEXT = {
  en: {
    open: 'Change password',
    dialog: 'Change my password',
    current: 'Current password',
    fresh: 'New password',
    again: 'New password again',
    submit: 'Change password',
    wrong: 'The current password is wrong.',
    differ: 'The two passwords differ.',
    common: 'This password is too common or too easy to guess.',
    done: 'Password changed. Your other devices are signed out.',
  },
  ar: {
    open: 'تغيير كلمة المرور',
    dialog: 'تغيير كلمة المرور',
    current: 'كلمة المرور الحالية',
    fresh: 'كلمة المرور الجديدة',
    again: 'أعد كتابة كلمة المرور الجديدة',
    submit: 'تغيير كلمة المرور',
    wrong: 'كلمة المرور الحالية غير صحيحة.',
    differ: 'كلمتا المرور غير متطابقتين.',
    common: 'كلمة المرور هذه شائعة جدًا أو سهلة التخمين.',
    done: 'تم تغيير كلمة المرور، وسُجّل خروجك من أجهزتك الأخرى.',
  },
} as const;

// English on a desktop, Arabic on a phone: both languages and both layouts, each flow once (the
// audit's screenshots add the other widths).
for (const [lang, width] of [
  ['en', 1280],
  ['ar', 390],
] as const) {
  test(`change my password in ${lang} at ${width} px: refusals in the language, then the other devices are signed out`, async ({
    browser,
    baseURL,
    api,
  }, testInfo) => {
    // Two browsers, four password checks and an axe audit: more than most tests do.
    test.slow();
    const text = TEXT[lang];
    const user = await addUser(api, 'editor');
    const other = await guestPage(browser, baseURL ?? '', lang, width);
    await logIn(other, { as: user });
    const page = await guestPage(browser, baseURL ?? '', lang, width);
    await logIn(page, { as: user });

    await page.locator('.topbar__user button').first().click();
    await page.getByRole('button', { name: text.open }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    const newPassword = `marzipan-window-${width}-${lang}`;
    await dialog.getByLabel(text.current).fill('not my password');
    await dialog.getByLabel(text.fresh, { exact: true }).fill(newPassword);
    await dialog.getByLabel(text.again).fill(`${newPassword}!`);
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByText(text.differ)).toBeVisible();

    await dialog.getByLabel(text.again).fill(newPassword);
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByText(text.wrong)).toBeVisible();
    await expect(dialog.getByLabel(text.current)).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByLabel(text.current).fill(user.password);
    await dialog.getByLabel(text.fresh, { exact: true }).fill('iloveyou123');
    await dialog.getByLabel(text.again).fill('iloveyou123');
    await dialog.getByRole('button', { name: text.submit }).click();
    await expect(dialog.getByText(text.common, { exact: false })).toBeVisible();
    await auditScreen(page, testInfo, `password-${width}`, lang);

    await dialog.getByLabel(text.fresh, { exact: true }).fill(newPassword);
    await dialog.getByLabel(text.again).fill(newPassword);
    await dialog.getByRole('button', { name: text.submit }).click();
    // Two memory-hard hashes (the current password checked, the new one stored): on a busy
    // machine that takes a while, so this wait is longer than the default.
    await expect(page.getByText(text.done)).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();

    // This tab carries on with its fresh token; the other device goes to the login page.
    await page.reload();
    await expect(page.locator('.shell')).toBeVisible();
    await other.reload();
    await expect(other).toHaveURL(/\/account\/login\?redirectURL=/);
    await logIn(other, { as: { email: user.email, password: newPassword } });
    await page.context().close();
    await other.context().close();
  });
}
