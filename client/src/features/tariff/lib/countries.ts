import type { TariffCountry } from '@shared/contracts/tariff-config';

export const otherCountry = (c: TariffCountry): TariffCountry => (c === 'solara' ? 'lunara' : 'solara');

/** Each country's colours, the same on every screen: Solara the sun's amber, Lunara the night's indigo. */
export const countryTone: Record<TariffCountry, { text: string; bg: string; ring: string }> = {
  solara: { text: 'text-amber-900', bg: 'bg-amber-50', ring: 'ring-amber-300' },
  lunara: { text: 'text-indigo-900', bg: 'bg-indigo-50', ring: 'ring-indigo-300' },
};
