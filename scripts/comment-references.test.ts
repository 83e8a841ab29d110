import { describe, expect, it } from 'vitest'

import { commentsOf, missingCommentPaths, problemsIn, scannedComments } from './check-comment-paths.mjs'

/**
 * A tracker number says nothing to a reader of the code: a comment gives the reason itself, or a
 * section of docs/requirements.md (§N). An upstream project's thread (`owner/repo #N`) is public
 * and stays.
 */
const ISSUE_CITATION = /(?<![\w.-]+\/[\w.-]+ )\bissues?\b[\s:#,]*(?:(?:items?|steps?)\s*)?#?\d/i

describe('comments point only at what the repository holds', () => {
  it('reads comments, not code or JSX text', () => {
    const text = ["const url = 'http://example.com' // one", '/* two */', 'const a = <p>// not a comment</p>'].join('\n')
    expect(commentsOf('x.tsx', text)).toEqual([
      { line: 1, text: '// one' },
      { line: 2, text: '/* two */' },
    ])
    expect(commentsOf('x.sh', '#!/usr/bin/env bash\necho hi # three')).toEqual([{ line: 2, text: '# three' }])
  })

  it('names paths that moved, are missing or lie outside the repository', () => {
    const text = [
      '// Moved: src/features/layout/Header.tsx, src/cms/seed/staff-data.ts; there: src/screens/frame/Header.tsx,',
      '// `@/features/address`, ./check-comment-paths.mjs, src/app/(site)/%5Fsite/[site]/[locale]/layout.tsx.',
      '// Outside: ../shared/design/ARCHITECTURE.md, DESIGN.md, STACK-NOTES, no-such-file.ts.',
    ].join('\n')
    expect(problemsIn({ file: 'scripts/x.ts', line: 1, text }).map(({ line, path, reason }) => [line, path, reason])).toEqual([
      [3, '../shared/', 'outside the repository'],
      [3, 'ARCHITECTURE.md', 'outside the repository'],
      [3, 'DESIGN.md', 'outside the repository'],
      [3, 'STACK-NOTES', 'outside the repository'],
      [1, 'src/features/layout/Header.tsx', 'no such path'],
      [1, 'src/cms/seed/staff-data.ts', 'no such path'],
      [3, 'no-such-file.ts', 'no such file'],
    ])
  })

  it('knows a tracker number from an upstream thread', () => {
    for (const cited of ['(issue 17)', 'issue #12', '(issues 16, 17)', 'Issue 19, "Pages"', '(issue 18, item 9)', '(§4, issue: step 6)']) {
      expect(cited).toMatch(ISSUE_CITATION)
    }
    for (const upstream of ['(vercel/next.js #94342)', 'payloadcms/payload #18132', 'vercel/next.js issue #82117', 'error.issues[0]']) {
      expect(upstream).not.toMatch(ISSUE_CITATION)
    }
  })

  it('no comment cites a tracker number', () => {
    const cited = scannedComments()
      .filter(({ text }) => ISSUE_CITATION.test(text))
      .map(({ file, line, text }) => {
        const at = text.search(ISSUE_CITATION)
        return `${file}:${line + text.slice(0, at).split('\n').length - 1}: ${text.slice(at, at + 40)}`
      })
    expect(cited).toEqual([])
  })

  it('every path a comment names exists in the repository (scripts/check-comment-paths.mjs)', () => {
    expect(missingCommentPaths().map(({ file, line, path, reason }) => `${file}:${line}: ${path} (${reason})`)).toEqual([])
  })
})
