'use client'

import { Component, type ReactNode } from 'react'

/**
 * Around what only sets the response's status (NotFoundPage's `notFound()`): the browser meets the
 * same 404 when it renders it again, and shows nothing for it, instead of letting Next's boundary
 * draw the segment's not-found view over the page the server sent.
 */
export class StatusOnly extends Component<{ children: ReactNode }, { met: boolean }> {
  state = { met: false }

  static getDerivedStateFromError() {
    return { met: true }
  }

  render() {
    return this.state.met ? null : this.props.children
  }
}
