import { createServer, type Socket } from 'node:net'

export interface ReceivedMail {
  from: string
  to: string[]
  data: string
}

export interface SmtpSink {
  url: string
  messages: ReceivedMail[]
  /** Each recipient refused (`refuseRecipient`), once per delivery attempt. */
  refused: string[]
  close(): Promise<void>
}

/**
 * A real SMTP server on 127.0.0.1 (RFC 5321 subset: no TLS, no AUTH), enough for nodemailer.
 * `refuseFirst` answers the first N transactions with 451, to exercise the outbox retries; `port`
 * is fixed when a server under test was given the address beforehand (e2e: SMTP_URL); `onMessage`
 * sees each mail as it arrives; `acceptAfterMs` holds the answer to each mail, like a slow server;
 * `refuseRecipient` answers 450 to that address on every attempt, a mailbox that never takes mail.
 */
export async function startSmtpSink(
  options: {
    refuseFirst?: number
    port?: number
    onMessage?: (mail: ReceivedMail) => void
    acceptAfterMs?: number
    refuseRecipient?: string
  } = {},
): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  const refused: string[] = []
  let refusals = options.refuseFirst ?? 0
  const sockets = new Set<Socket>()
  const server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    // A client cut mid-mail (a server stopped at once) resets the connection: its mail never arrived.
    socket.on('error', () => socket.destroy())
    socket.setEncoding('utf8')
    let buffer = ''
    let inData = false
    let current: ReceivedMail = { from: '', to: [], data: '' }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 127.0.0.1 test SMTP ready')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      let end: number
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (inData) {
          if (line === '.') {
            inData = false
            messages.push(current)
            options.onMessage?.(current)
            if (options.acceptAfterMs) setTimeout(() => reply('250 2.0.0 queued'), options.acceptAfterMs)
            else reply('250 2.0.0 queued')
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`
          }
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') reply('250 127.0.0.1')
        else if (verb === 'MAIL') {
          if (refusals > 0) {
            refusals--
            reply('451 4.3.0 try again later')
          } else {
            current = { from: line.slice(10), to: [], data: '' }
            reply('250 2.1.0 ok')
          }
        } else if (verb === 'RCPT') {
          const recipient = line.slice(8).replace(/[<>]/g, '')
          if (recipient === options.refuseRecipient) {
            refused.push(recipient)
            reply('450 4.2.0 mailbox unavailable, try again later')
          } else {
            current.to.push(recipient)
            reply('250 2.1.5 ok')
          }
        } else if (verb === 'DATA') {
          inData = true
          reply('354 end with <CRLF>.<CRLF>')
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 bye')
          socket.end()
        } else reply('250 ok')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('smtp sink: no port')
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
