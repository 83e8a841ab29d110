/**
 * The security code's cost: the CPU time one core of this machine spends solving a code of the
 * configured work (ALTCHA_MAX_NUMBER, the server's default otherwise), over N codes, with the
 * phone estimate (a phone core is taken as 4–5× slower; goal ~1 s). CPU time, not the clock: the
 * figure holds on a machine shared with other work.
 *
 *   N=20 node --import tsx scripts/bench/security-code.ts
 */
import { createChallenge, randomInt, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { altchaMaxNumber } from '../../src/lib/env'

const runs = Number(process.env.N ?? 20)
const max = altchaMaxNumber()
const times: number[] = []
for (let run = 0; run < runs; run += 1) {
  // The server's own challenge: the counter between half the maximum and the maximum.
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(max, Math.ceil(max / 2)),
    deriveKey,
    hmacSignatureSecret: 'bench',
  })
  const started = process.cpuUsage()
  await solveChallenge({ challenge, deriveKey })
  const spent = process.cpuUsage(started)
  times.push((spent.user + spent.system) / 1000)
}
times.sort((a, b) => a - b)
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!
const median = at(0.5)
console.log(`maxNumber ${max}: ${runs} codes, median ${median.toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms of CPU on one core here`)
console.log(`a phone (4–5× slower): ${((median * 4) / 1000).toFixed(2)}–${((median * 5) / 1000).toFixed(2)} s (goal ~1 s)`)
