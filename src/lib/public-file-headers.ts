/**
 * How the site serves an uploaded public file: a picture is shown where a page puts it; anything
 * else (a PDF, whose /OpenAction or /JavaScript the browser's viewer would run in the site's
 * origin) is downloaded, never opened in it. No file is sniffed into another type.
 */
export function publicFileHeaders(contentType: string): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    ...(contentType.trim().toLowerCase().startsWith('image/') ? {} : { 'content-disposition': 'attachment' }),
  }
}
