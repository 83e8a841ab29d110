/** Where the content health view is in the admin (payload.config.ts registers it there). */
export const HEALTH_VIEW_PATH = '/admin/content-health'
