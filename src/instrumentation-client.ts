import { spreadFrameworkStart, type BootstrapScope } from '@/lib/framework-start'
import { switchOffZodJit } from '@/lib/zod-jitless'

switchOffZodJit()
spreadFrameworkStart(self as BootstrapScope, (run) => setTimeout(run))
