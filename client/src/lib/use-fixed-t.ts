import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { I18n, TFunction } from './i18n';
import { fetchStrings } from './i18n';
import type { Language } from './language';

const stringsKeys = {
  all: ['strings'] as const,
  of: (language: Language) => [...stringsKeys.all, language] as const,
};

/** Adds the language's strings to the instance once (a page opened in the other language has none). */
const stringsQuery = (i18n: I18n, language: Language) =>
  queryOptions({
    queryKey: stringsKeys.of(language),
    queryFn: async () => {
      if (!i18n.hasResourceBundle(language, 'translation'))
        i18n.addResourceBundle(language, 'translation', await fetchStrings(language));
      return true;
    },
    staleTime: Infinity,
  });

/**
 * A `t` in `language` whatever the reader's own (a message prefilled in the visitor's language
 * for a member of staff who reads English), once that language's strings are here; undefined
 * until then. Without them, i18next would answer with the raw key.
 */
export function useFixedT(language: Language): TFunction | undefined {
  const { i18n } = useTranslation();
  const loaded = useQuery(stringsQuery(i18n, language));
  return loaded.data ? i18n.getFixedT(language) : undefined;
}
