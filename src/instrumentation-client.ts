import { switchOffZodJit } from '@/lib/zod-jitless'

switchOffZodJit()
