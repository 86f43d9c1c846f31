import type { Handlers } from '../http/handler';
import type { SettingsService } from './settings.service';

export function settingsHandlers(
  settings: SettingsService,
): Pick<Handlers, 'GetShopSettings' | 'UpdateShopSettings'> {
  return {
    GetShopSettings: () => settings.get(),
    UpdateShopSettings: ({ body }) => settings.update(body),
  };
}
