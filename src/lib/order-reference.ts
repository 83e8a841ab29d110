/**
 * The random part of an order's reference: eight characters of an alphabet without the ones read
 * or typed as one another (0/O, 1/I/L) nor U, so about 6.6 × 10¹¹ values a reference is drawn from.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ'
export const REFERENCE_CODE_LENGTH = 8

/**
 * An order reference as customers quote it: CMD-{year}-{eight characters of REFERENCE_ALPHABET}, or
 * the six digits references had before (they keep opening their orders).
 */
export const ORDER_REFERENCE = /^CMD-\d{4}-(?:\d{6}|[2-9A-HJKMNP-TV-Z]{8})$/
