import 'server-only'

import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'

import type { Slot } from './slots'
import { slotEnd, slotStart } from './times'

export interface Invitation {
  /** The appointment's stable id: a calendar replaces the event of the same uid. */
  uid: string
  /** Counts the changes: a calendar applies a move or a cancellation only with a higher one. */
  sequence: number
  slot: Slot
  summary: string
  description: string
  location: string
  url: string
  organizer: { name: string; email: string }
  attendee: { name: string; email: string }
  /** A booking or a move asks the calendar to hold the slot; a cancellation asks it to drop it. */
  cancelled: boolean
}

/** The iCalendar text of an installation appointment, as calendars expect an organizer's REQUEST or CANCEL. */
export function invitationCalendar(invitation: Invitation): string {
  const calendar = ical({
    prodId: { company: 'netplus', product: 'installation-appointments' },
    method: invitation.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  })
  calendar.createEvent({
    id: invitation.uid,
    sequence: invitation.sequence,
    start: slotStart(invitation.slot),
    end: slotEnd(invitation.slot),
    summary: invitation.summary,
    description: invitation.description,
    location: invitation.location,
    url: invitation.url,
    organizer: invitation.organizer,
    attendees: [
      {
        ...invitation.attendee,
        role: ICalAttendeeRole.REQ,
        status: invitation.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        rsvp: false,
      },
    ],
    status: invitation.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  })
  return calendar.toString()
}
