import 'i18next';

import type en from '../../public/assets/i18n/en.json';

// English is the source of truth: its keys type every t() call (ar.json is checked against it).
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
