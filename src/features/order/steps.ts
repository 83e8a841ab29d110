/** The funnel's steps in their order (§4); apart from its reducer, which the page loads after its first scripts. */
export const FUNNEL_STEPS = ['offer', 'address', 'details', 'done'] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]
