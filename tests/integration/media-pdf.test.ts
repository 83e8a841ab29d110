import config from '@payload-config'
import { handleEndpoints } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { cms } from '@/cms/client'
import { mediaResponse } from '@/features/media/server'

/** A PDF whose catalogue runs JavaScript when it is opened (/OpenAction), as a hostile upload would. */
function activePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    '<< /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(body.length)
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

let id: number | undefined
let filename = ''

beforeAll(async () => {
  const payload = await cms()
  const data = activePdf()
  const media = await payload.create({
    collection: 'media',
    data: { name: 'Tarifs', folder: 'default' },
    file: { data, mimetype: 'application/pdf', name: `tarifs-${Date.now()}.pdf`, size: data.length },
  })
  id = media.id
  filename = media.filename ?? ''
})

afterAll(async () => {
  const payload = await cms()
  if (id !== undefined) await payload.delete({ collection: 'media', id })
  await payload.destroy()
})

it('an uploaded PDF is served as a download, never sniffed, on the §3 media URL and the CMS’s own', async () => {
  const answers = [
    await mediaResponse('document', ['default', filename], null),
    await handleEndpoints({ config, request: new Request(`http://localhost/cms-api/media/file/${filename}`) }),
  ]
  for (const response of answers) {
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment\b/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await response.arrayBuffer()).toString('latin1')).toContain('/OpenAction')
  }
})
