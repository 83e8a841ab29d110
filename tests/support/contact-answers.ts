/**
 * The answers of a filled-in contact form (a technical question from Verbier's network), as the
 * form's browser sends them: shared by the integration tests, the metrics test and the bench.
 */
export function contactAnswers(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    reason: 'technical',
    civility: 'mrs',
    firstName: 'Léa',
    lastName: 'Rossier',
    society: '',
    clientNumber: '123456',
    street: 'Route des Creux',
    number: '3',
    complement: '',
    npa: '1934',
    city: 'Verbier',
    canton: 'VS',
    country: 'CH',
    phone: { countryCode: '+41', number: '079 555 12 34' },
    email: 'lea.rossier@example.ch',
    methods: ['email'],
    message: 'Ma connexion est lente le soir depuis une semaine.',
    privacy: true,
    ...overrides,
  }
}
