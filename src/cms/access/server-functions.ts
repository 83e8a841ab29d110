import { schedulePublishHandler } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { Forbidden, type PayloadRequest } from 'payload'

import { roleOf } from './access'
import { may } from './roles'

type JobInput = { user?: { value?: number | string } | null } | null

/** Whether the schedule-publish job `id` was queued in the name of the request's account. */
async function ownJob(req: PayloadRequest, id: number | string): Promise<boolean> {
  const job = await req.payload.findByID({ collection: 'payload-jobs', id, depth: 0, disableErrors: true, req })
  if (!job || job.taskSlug !== 'schedulePublish') return false
  return (job.input as JobInput)?.user?.value === req.user?.id
}

/**
 * The admin's "schedule" drawer. Payload's handler checks only that the account may open the
 * admin, and deletes the job its `deleteID` names: scheduling needs `publish`, and cancelling a
 * publication another account scheduled needs `administerJobs` (job ids are small consecutive
 * numbers anyone could try).
 */
export const guardedSchedulePublish: typeof schedulePublishHandler = async (args) => {
  const { req, deleteID } = args
  const role = roleOf(req)
  if (!may(role, 'publish')) throw new Forbidden(req.t)
  if (deleteID !== undefined && deleteID !== null && !may(role, 'administerJobs') && !(await ownJob(req, deleteID)))
    throw new Forbidden(req.t)
  return schedulePublishHandler(args)
}
