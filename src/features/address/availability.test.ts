import { describe, expect, it } from 'vitest'

import { availabilityOf } from './availability'

describe('availability from the distributor fields', () => {
  it('maps fibre/coax/copper flags and the speeds in Mbit/s', () => {
    expect(availabilityOf({ fibre: 'yes', coax: 'yes', copper: 'no', inet_download: '10000', inet_upload: '1000' })).toEqual({
      fibre: true,
      maxDownload: 10000,
      maxUpload: 1000,
      technologies: ['fibre', 'coax'],
    })
  })

  it('no fibre, unknown speeds', () => {
    expect(availabilityOf({ fibre: 'no', coax: 'TRUE', inet_download: '' })).toEqual({
      fibre: false,
      maxDownload: null,
      maxUpload: null,
      technologies: ['coax'],
    })
  })
})
