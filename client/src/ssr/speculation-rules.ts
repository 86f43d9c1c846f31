import { ADMIN_PREFIXES } from '@cakeshop/shared/routes';

/**
 * Moving between public pages is an ordinary navigation, made quick by prefetching the page a
 * visitor is about to open (on hover or touch, "moderate"): the BFF answers it from its
 * micro-cache. The admin areas, the API and links that change the language (they set a cookie)
 * are left out. Allowed by the CSP's 'inline-speculation-rules'.
 */
const rules = {
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          ...[...ADMIN_PREFIXES, '/api'].map((prefix) => ({ not: { href_matches: `${prefix}{/*}?` } })),
          { not: { selector_matches: '[data-no-prefetch]' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

export const SPECULATION_RULES = `<script type="speculationrules">${JSON.stringify(rules)}</script>`;
