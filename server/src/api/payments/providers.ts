import type { Database } from '../db/database';
import { tableLedger } from './demo/demo-ledger';
import { demoProvider } from './demo/demo.provider';
import { manualProvider } from './manual/manual.provider';
import { moyasarProvider, type MoyasarSettings } from './moyasar/moyasar.provider';
import type { PaymentProvider, ProviderName } from './provider';
import { tapProvider, type TapSettings } from './tap/tap.provider';

/**
 * Which provider takes online payments (PAYMENTS), its keys, and how long a payment begun online
 * holds (PAYMENT_HOLD_MINUTES); `off`: none, the staff record what they take by hand.
 */
export type PaymentSettings =
  | { provider: 'off' }
  | { provider: 'demo'; holdMinutes: number }
  | ({ provider: 'moyasar'; holdMinutes: number } & MoyasarSettings)
  | ({ provider: 'tap'; holdMinutes: number } & TapSettings);

export interface ProviderDeps {
  database: Database;
  now: () => Date;
}

/**
 * Every way of taking money, by the name `payments.provider` keeps. `manual` always; the others
 * are made from their settings when PAYMENTS names them. A new provider is a folder beside
 * these with its `PaymentProvider`, and its entry here.
 */
export const PROVIDERS = {
  manual: () => manualProvider,
  demo: (deps: ProviderDeps) => demoProvider({ ledger: tableLedger(deps.database), now: deps.now }),
  moyasar: (settings: MoyasarSettings) => moyasarProvider(settings),
  tap: (settings: TapSettings) => tapProvider(settings),
} as const satisfies Record<ProviderName, (...args: never[]) => PaymentProvider>;

export interface Providers {
  /** The one that takes payments online now; undefined with PAYMENTS=off. */
  active: PaymentProvider | undefined;
  /** The provider a stored payment names: `manual`, or the active one (another's keys are gone). */
  of(name: string): PaymentProvider | undefined;
}

export function providersFor(online: PaymentSettings, deps: ProviderDeps): Providers {
  const active = (() => {
    switch (online.provider) {
      case 'off':
        return undefined;
      case 'demo':
        return PROVIDERS.demo(deps);
      case 'moyasar':
        return PROVIDERS.moyasar(online);
      case 'tap':
        return PROVIDERS.tap(online);
    }
  })();
  return {
    active,
    of: (name) => (name === 'manual' ? PROVIDERS.manual() : name === active?.name ? active : undefined),
  };
}
