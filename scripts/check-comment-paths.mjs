// Comments point only at what the repository holds: this lists every path a comment of src/,
// tests/, scripts/ or demo-content/ (and of the root config files, docs/, deploy/ and .ci/) names
// that does not exist here, or that lies outside the repository. `node scripts/check-comment-paths.mjs`
// prints them and exits 1; scripts/comment-references.test.ts runs it with the unit tests.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SCANNED = ['src', 'tests', 'scripts', 'demo-content', 'docs', 'deploy', '.ci']
const SKIPPED = new Set(['node_modules', '.git', '.next', 'data', '.tmp', 'migrations'])
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/
const HASH_COMMENTS = /\.(sh|conf|site)$|^run$/
// Files an import or a comment may name without their extension.
const IMPLIED = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx']
const TOP = 'src|tests|scripts|demo-content|docs|deploy|public|messages|\\.ci'
const CANDIDATE = new RegExp(`(?<![\\w./@~%-])(?:(?:\\.\\.?/)+|@/|(?:${TOP})/)[^\\s\`'",;]*`, 'g')
const FILE_NAME = /(?<![\w./@~%*-])[\w-]+(?:\.[\w-]+)*\.(?:md|ts|tsx|mjs|sh|css)(?![\w/*-])/g
// Documents that live beside the repository, not in it.
const OUTSIDE = /ARCHITECTURE\.md|DESIGN\.md|STACK-NOTES|website-spec|\.\.\/shared\//g

/** Every file under `dir` (repo-relative), build output and dependencies left out. */
function walk(dir, files = []) {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue
    const rel = dir ? `${dir}/${entry.name}` : entry.name
    if (entry.isDirectory()) walk(rel, files)
    else files.push(rel)
  }
  return files
}

/**
 * The comments of one file, each with the line it starts on. Markdown is all comment.
 * @param {string} file
 * @param {string} text
 * @returns {{ line: number, text: string }[]}
 */
export function commentsOf(file, text) {
  if (file.endsWith('.md')) return [{ line: 1, text }]
  const base = path.basename(file)
  if (HASH_COMMENTS.test(base)) {
    return text.split('\n').flatMap((line, i) => {
      const at = line.search(/(?<=^|\s)#(?!!)/)
      return at < 0 ? [] : [{ line: i + 1, text: line.slice(at) }]
    })
  }
  if (base.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ line: count(text.slice(0, m.index), '\n') + 1, text: m[0] }))
  }
  if (!CODE.test(base)) return []
  const kind = /\.(tsx|jsx)$/.test(base) ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const ranges = new Map()
  const jsxTexts = []
  const visit = (node) => {
    // JSX text is text, not trivia: a `// …` in it is no comment.
    if (node.kind === ts.SyntaxKind.JsxText) {
      jsxTexts.push(node)
      return
    }
    for (const range of [...(ts.getLeadingCommentRanges(text, node.pos) ?? []), ...(ts.getTrailingCommentRanges(text, node.end) ?? [])]) {
      ranges.set(range.pos, range.end)
    }
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...ranges]
    .filter(([pos]) => !jsxTexts.some((node) => node.pos <= pos && pos < node.end))
    .sort(([a], [b]) => a - b)
    .map(([pos, end]) => ({ line: source.getLineAndCharacterOfPosition(pos).line + 1, text: text.slice(pos, end) }))
}

/** A path as written, trimmed of the sentence around it; null when it is a pattern, not a path. */
function cleanPath(raw) {
  let p = raw.split(/…|\.\.\.(?!\/)/)[0].replace(/[#:][\w-]*$/, '')
  for (;;) {
    const trimmed = p.replace(/[.,:;!?]+$/, '')
    const unbalanced =
      (trimmed.endsWith(')') && count(trimmed, '(') < count(trimmed, ')')) ||
      (trimmed.endsWith(']') && count(trimmed, '[') < count(trimmed, ']'))
    p = unbalanced ? trimmed.slice(0, -1) : trimmed
    if (p === trimmed) break
  }
  if (/[*<>{}$|]/.test(p) || p === '' || /^(\.\.?\/)+$/.test(p)) return null
  return p
}

const count = (s, c) => s.split(c).length - 1

function exists(rel) {
  const bare = rel.replace(/\/$/, '')
  return IMPLIED.some((ext) => existsSync(path.join(ROOT, bare + ext)))
}

/** The files whose comments are checked: the root config files and everything under SCANNED. */
function scannedFiles() {
  const root = readdirSync(ROOT, { withFileTypes: true }).filter((e) => e.isFile() && CODE.test(e.name))
  const dirs = SCANNED.filter((d) => existsSync(path.join(ROOT, d)) && statSync(path.join(ROOT, d)).isDirectory())
  return [...root.map((e) => e.name), ...dirs.flatMap((d) => walk(d))]
}

/** @type {{ file: string, line: number, text: string }[] | undefined} */
let scanned

/** Every comment of the scanned files, with its file; read once per process. */
export function scannedComments() {
  scanned ??= scannedFiles().flatMap((file) =>
    commentsOf(file, readFileSync(path.join(ROOT, file), 'utf8')).map((comment) => ({ file, ...comment })),
  )
  return scanned
}

/** Names of every file and folder of the repository, for file names a comment gives alone. */
function repositoryNames() {
  const names = new Set()
  for (const f of walk('')) for (const part of f.split('/')) names.add(part)
  return names
}

/**
 * What one comment names that is missing from the repository or lies outside it.
 * @param {{ file: string, line: number, text: string }} comment
 * @param {Set<string>} names
 */
export function problemsIn({ file, line, text }, names = repositoryNames()) {
  /** @type {{ file: string, line: number, path: string, reason: string }[]} */
  const problems = []
  const report = (offset, mentioned, reason) => {
    problems.push({ file, line: line + count(text.slice(0, offset), '\n'), path: mentioned, reason })
  }
  for (const m of text.matchAll(OUTSIDE)) report(m.index, m[0], 'outside the repository')
  for (const m of text.matchAll(CANDIDATE)) {
    const p = cleanPath(m[0])
    // A path into the folder beside the repository is reported once above, as outside.
    if (!p || p.startsWith('../shared/')) continue
    if (p.startsWith('@/')) {
      if (!exists(`src/${p.slice(2)}`)) report(m.index, p, 'no such path')
    } else if (!p.startsWith('.')) {
      if (!exists(p)) report(m.index, p, 'no such path')
    } else {
      // A `./` path is relative to the file, or to the repository root in a command line.
      const rel = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), p))
      if (rel.startsWith('..')) report(m.index, p, 'outside the repository')
      else if (!exists(rel) && !exists(p.replace(/^\.\//, ''))) report(m.index, p, 'no such path')
    }
  }
  for (const m of text.matchAll(FILE_NAME)) {
    if (!names.has(m[0]) && !m[0].match(OUTSIDE)) report(m.index, m[0], 'no such file')
  }
  return problems
}

/** Paths named in comments that are missing from the repository or lie outside it. */
export function missingCommentPaths() {
  const names = repositoryNames()
  return scannedComments().flatMap((comment) => problemsIn(comment, names))
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = missingCommentPaths()
  for (const p of problems) console.log(`${p.file}:${p.line}: ${p.path} (${p.reason})`)
  console.log(problems.length ? `${problems.length} path(s) to fix` : 'every path a comment names exists')
  process.exitCode = problems.length ? 1 : 0
}
