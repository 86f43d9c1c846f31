import { manualProvider } from './manual/manual.provider';
import type { PaymentProvider } from './provider';

/**
 * Every way of taking money, by the name `payments.provider` keeps. A new provider is a folder
 * beside `manual/` with its `PaymentProvider`, and its entry here.
 */
export const PROVIDERS = {
  manual: manualProvider,
} as const satisfies Record<string, PaymentProvider>;

export type ProviderName = keyof typeof PROVIDERS;

/** The provider a stored payment names; undefined for one this version does not have. */
export function providerOf(name: string): PaymentProvider | undefined {
  const byName: Readonly<Record<string, PaymentProvider>> = PROVIDERS;
  return Object.hasOwn(byName, name) ? byName[name] : undefined;
}
