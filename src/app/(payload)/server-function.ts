'use server'

import config from '@payload-config'
import { handleServerFunctions } from '@payloadcms/next/layouts'
import { forbidden, notFound, unauthorized } from 'next/navigation'
import { APIError, type ServerFunctionClientArgs } from 'payload'

import { guardedSchedulePublish } from '@/cms/access/server-functions'

import { importMap } from './admin/importMap.js'

/**
 * The admin's one server function (the layout passes it to every admin screen), with the handlers
 * that need more than Payload's own checks replaced by guarded ones. A refusal answers 403 (401
 * signed out, 404 for a name that does not exist), not a 500 with a stack in the log.
 */
export async function serverFunction(args: ServerFunctionClientArgs): Promise<unknown> {
  try {
    return await handleServerFunctions({ ...args, config, importMap, serverFunctions: { 'schedule-publish': guardedSchedulePublish } })
  } catch (error) {
    if (error instanceof APIError && error.status === 403) forbidden()
    if (error instanceof APIError && error.status === 401) unauthorized()
    if (error instanceof Error && error.message.startsWith('Unknown Server Function')) notFound()
    throw error
  }
}
