/** Packs the funnel sells (keys match the distributors' redirect keys) and the §3 order options. */
export const PACKS = ['internet-tv', 'internet', 'tv', 'mobile'] as const
export type Pack = (typeof PACKS)[number]

export const PACK_OPTIONS = ['hsi_solo_net', 'mysports_earlybird'] as const
export type PackOption = (typeof PACK_OPTIONS)[number]

export function isPack(value: unknown): value is Pack {
  return PACKS.includes(value as Pack)
}
