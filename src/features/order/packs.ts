/** The §3 order options, carried as booleans; their prices and fit come from the catalogue. */
export const PACK_OPTIONS = ['hsi_solo_net', 'mysports_earlybird'] as const
export type PackOption = (typeof PACK_OPTIONS)[number]
