import { describe, expect, it } from 'vitest'

import { locationKeepingQuery } from './redirect-query'

describe('a redirect keeps the visitor’s query', () => {
  it('adds the request’s query to an in-site path', () => {
    expect(locationKeepingQuery('/business/pme-554', '/pme-554?offre=fibre&x=1')).toBe('/business/pme-554?offre=fibre&x=1')
    expect(locationKeepingQuery('/de/fernsehen-514', '/de/television-514?categories=402')).toBe('/de/fernsehen-514?categories=402')
  })

  it('keeps one location where Next wrote the same twice', () => {
    expect(locationKeepingQuery(['/business/pme-554', '/business/pme-554'], '/pme-554?offre=x')).toBe('/business/pme-554?offre=x')
  })

  it('leaves a location with its own query, another site and a request without query alone', () => {
    expect(locationKeepingQuery('/recherche?q=a', '/fr/recherche?q=b')).toBe('/recherche?q=a')
    expect(locationKeepingQuery('https://example.org/x', '/y?q=1')).toBe('https://example.org/x')
    expect(locationKeepingQuery('//example.org/x', '/y?q=1')).toBe('//example.org/x')
    expect(locationKeepingQuery('/business/pme-554', '/pme-554')).toBe('/business/pme-554')
    expect(locationKeepingQuery('/business/pme-554', undefined)).toBe('/business/pme-554')
    expect(locationKeepingQuery('/fr', '/api/editor/activate?token=secret')).toBe('/fr')
    expect(locationKeepingQuery('/admin/login', '/admin?token=secret')).toBe('/admin/login')
  })
})
