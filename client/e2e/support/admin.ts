/** The first administrator the test server creates (playwright.config.ts passes these to it). */
export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'e2e-Password-2026';
