import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';

import { createI18n } from '../i18n';
import type { Strings } from '../i18n';
import { FilledSlots, filledSlotsIn } from './filled-slots';
import type { IslandData, IslandModule } from './island-module';

/**
 * Hydrates one island as a root of its own, with the strings the page carried for it and the
 * same id prefix as the server's render, so its markup and ids match.
 */
export async function hydrateIsland<P extends object>(
  element: HTMLElement,
  { Component }: IslandModule<P>,
  { props, language, strings }: IslandData<P>,
): Promise<void> {
  const i18n = await createI18n(language, strings as Strings);
  hydrateRoot(
    element,
    <I18nextProvider i18n={i18n}>
      <FilledSlots value={filledSlotsIn(element)}>
        <Component {...props} />
      </FilledSlots>
    </I18nextProvider>,
    { identifierPrefix: `${element.id}-` },
  );
}
