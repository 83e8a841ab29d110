import 'server-only'

import { createRateLimiter, type RateLimiter } from '../rate-limit'

/**
 * Every rate limit of the site, by name: the name keys its counters in Redis and labels its
 * refusals in the metrics. A call names its limit at the edge (`src/lib/api/edge.ts`), or, when
 * only some of its attempts count (wrong passwords, one inbox), takes it by name with `rateLimit`.
 */
const RATE_LIMITS = {
  /** A household writing and correcting a few requests stays under it; a script filling the inbox does not. */
  'form-submissions': { points: 5, durationSeconds: 10 * 60 },
  /**
   * A visitor opens a few forms, each asking one code (again after a send or an expiry); a script
   * collecting codes to solve elsewhere does not get many.
   */
  'form-challenges': { points: 30, durationSeconds: 10 * 60 },
  /**
   * Once per browser is the visitor's cookie; the client address only limits abuse: a household or an
   * office behind one address answers once per person, a script that throws its cookie away stops
   * after a few answers a day. Counted under a hash of the survey and the address, kept for the day.
   */
  'survey-answers-client': { points: 8, durationSeconds: 24 * 60 * 60 },
  /** A browser sends one vitals report per page it leaves: a minute of page views and more per client. */
  'web-vitals-client': { points: 60, durationSeconds: 60 },
  /** Appointment changes a client may ask for in an hour, whatever the orders. */
  'appointment-client': { points: 10, durationSeconds: 60 * 60 },
  /** Changes of one order's appointment in an hour, whoever asks: a booking, a move and a cancellation. */
  'appointment-order': { points: 3, durationSeconds: 60 * 60 },
  /**
   * One inbox may be asked to confirm a few times an hour, whoever asks and however its address is
   * spelled (+tags, case, Gmail's dots): nobody can flood a stranger's inbox with confirmation
   * requests. Counted by a hash, so no counter names an address.
   */
  'outage-alerts-inbox': { points: 3, durationSeconds: 60 * 60 },
  /** A household subscribes its few addresses; a script mailing a list of strangers does not get far. */
  'outage-alerts-client': { points: 5, durationSeconds: 60 * 60 },
  /**
   * A person checks their own few addresses; a script walking through a list of them does not get
   * far. Per client only: a limit per address would let anyone lock its owner out of the check.
   */
  'breach-check-client': { points: 10, durationSeconds: 60 * 60 },
  /** Generous for a household (several orders, corrections), tight for a script filling the orders table. */
  'order-attempts': { points: 10, durationSeconds: 10 * 60 },
  /**
   * Order confirmations one inbox receives in a day, whoever orders and however its address is
   * spelled: a household orders a few times, nobody mails a stranger an order a minute. Counted by a
   * hash, so no counter names an address.
   */
  'order-confirmations-inbox': { points: 3, durationSeconds: 24 * 60 * 60 },
  /** New links to one order mailed in a day, whoever asks: the customer's inbox is not a target. */
  'order-link-mails': { points: 3, durationSeconds: 24 * 60 * 60 },
  /**
   * Lookups a client may make: enough for typing errors, too few to walk through references. Every
   * lookup counts, right or wrong (src/features/order-tracking/actions.ts).
   */
  'order-lookup-client': { points: 8, durationSeconds: 30 * 60 },
  /** Five wrong passwords per client and quarter of an hour, then the door stays shut until it ends. */
  'partner-area-wrong-password': { points: 5, durationSeconds: 15 * 60 },
  /** Ten wrong passwords per client and quarter of an hour (Payload also locks an account after ten). */
  'editor-sign-in': { points: 10, durationSeconds: 15 * 60 },
  /** Five reset mails per client and quarter of an hour: the form must not become a mail cannon. */
  'editor-forgot-password': { points: 5, durationSeconds: 15 * 60 },
  /** Ten failed sign-ins per client and quarter of an hour, whatever the accounts tried (the per-account lock alone lets anyone keep a staff account locked). */
  'cms-sign-in': { points: 10, durationSeconds: 15 * 60 },
  /** Five reset mails per client and quarter of an hour: the endpoint must not become a mail cannon. */
  'cms-forgot-password': { points: 5, durationSeconds: 15 * 60 },
} as const satisfies Record<string, { points: number; durationSeconds: number }>

export type RateLimitName = keyof typeof RATE_LIMITS

/**
 * The two reset routes (`editor-forgot-password`, `cms-forgot-password`) answer no sooner than
 * this: what little they do before answering may not tell, by its time, whether the address has
 * an account (the reset itself is made after the answer).
 */
export const RESET_ANSWER_MS = 150

const limiters = new Map<RateLimitName, RateLimiter>()

/** The limiter of that name, one per process (its counters are shared through Redis when configured). */
export function rateLimit(name: RateLimitName): RateLimiter {
  let limiter = limiters.get(name)
  if (!limiter) {
    limiter = createRateLimiter({ keyPrefix: name, ...RATE_LIMITS[name] })
    limiters.set(name, limiter)
  }
  return limiter
}
