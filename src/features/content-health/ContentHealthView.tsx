import 'server-only'

import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'

import type { HealthCategory } from '@/cms/fields/options'
import type { User } from '@/cms/payload-types'
import { formatDate } from '@/lib/formats'
import { SITE_IDS, siteRules } from '@/sites/sites'

import styles from './content-health.module.css'
import { adminLocale, healthWords, rowHref, type HealthWords } from './describe'
import { ViewTitle } from './DocumentTitle'
import { HEALTH_VIEW_PATH } from './paths'
import { healthFilters, healthScope, loadHealthView, type HealthFilters, type HealthView } from './view.server'

function viewHref(filters: Partial<HealthFilters> & Pick<HealthFilters, 'site'>): string {
  const query = new URLSearchParams({ site: String(filters.site) })
  if (filters.category) query.set('category', filters.category)
  if (filters.locale) query.set('locale', filters.locale)
  if (filters.page && filters.page > 1) query.set('page', String(filters.page))
  return `${HEALTH_VIEW_PATH}?${query}`
}

function SiteTabs({ view, words }: { view: HealthView; words: HealthWords }) {
  return (
    <nav aria-label={words.t('contentHealth.sites')} className={styles.sites}>
      <ul>
        {SITE_IDS.map((site) => (
          <li key={site}>
            <a href={viewHref({ site })} aria-current={site === view.filters.site ? 'page' : undefined}>
              {siteRules(site).name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

function Counts({ view, words }: { view: HealthView; words: HealthWords }) {
  const { filters } = view
  return (
    <section aria-labelledby="content-health-counts" className={styles.counts}>
      <h2 id="content-health-counts" className={styles.visuallyHidden}>
        {words.t('contentHealth.counts')}
      </h2>
      <ul>
        {view.scope.categories.map((category) => {
          const count = view.counts[category] ?? 0
          const current = filters.category === category
          return (
            <li key={category}>
              <a
                href={viewHref({ site: filters.site, locale: filters.locale, category: current ? null : category })}
                aria-current={current ? 'true' : undefined}
                data-category={category}
                data-count={count}
                className={count > 0 ? styles.attention : undefined}
              >
                <span className={styles.count}>{count}</span>
                <span className={styles.countLabel}>{words.category(category)}</span>
                <span className={styles.countHint}>{words.t(`contentHealth.categoryHints.${category}`)}</span>
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function Filters({ view, words }: { view: HealthView; words: HealthWords }) {
  const { filters } = view
  const categories: readonly HealthCategory[] = view.scope.categories
  return (
    <form method="get" action={HEALTH_VIEW_PATH} className={styles.filters}>
      <fieldset>
        <legend>{words.t('contentHealth.filters.legend')}</legend>
        <input type="hidden" name="site" value={filters.site} />
        {categories.length > 1 && (
          <label>
            <span>{words.t('contentHealth.filters.category')}</span>
            <select name="category" defaultValue={filters.category ?? ''}>
              <option value="">{words.t('contentHealth.filters.allCategories')}</option>
              {categories.map((category) => (
                <option key={category} value={category}>
                  {words.category(category)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          <span>{words.t('contentHealth.filters.locale')}</span>
          <select name="locale" defaultValue={filters.locale ?? ''}>
            <option value="">{words.t('contentHealth.filters.allLocales')}</option>
            {view.locales.map((locale) => (
              <option key={locale} value={locale}>
                {words.localeName(locale)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small">
          {words.t('contentHealth.filters.apply')}
        </button>
        <a href={viewHref({ site: filters.site })}>{words.t('contentHealth.filters.reset')}</a>
      </fieldset>
    </form>
  )
}

function Rows({ view, words }: { view: HealthView; words: HealthWords }) {
  const headers = {
    problem: words.t('contentHealth.list.problem'),
    document: words.t('contentHealth.list.document'),
    locale: words.t('contentHealth.list.locale'),
    detail: words.t('contentHealth.list.detail'),
    date: words.t('contentHealth.list.date'),
  }
  return (
    <table className={styles.rows} data-testid="content-health-rows">
      <caption>{words.t('contentHealth.list.caption', { count: view.total })}</caption>
      <thead>
        <tr>
          {Object.values(headers).map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.rows.length === 0 && (
          <tr>
            <td colSpan={5}>{words.t('contentHealth.list.empty')}</td>
          </tr>
        )}
        {view.rows.map((row) => {
          const text = words.row(row)
          return (
            <tr
              key={row.key}
              data-kind={row.kind}
              data-category={row.category}
              className={styles[`urgency${Math.floor(row.urgency / 25)}`]}
            >
              <td data-label={headers.problem}>{text.problem}</td>
              <td data-label={headers.document}>
                <a href={rowHref(row)}>
                  <span className={styles.collection}>{text.collection}</span> {text.document}
                </a>
              </td>
              <td data-label={headers.locale}>{text.locale}</td>
              <td data-label={headers.detail}>{text.detail}</td>
              <td data-label={headers.date}>{text.date}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

function Pagination({ view, words }: { view: HealthView; words: HealthWords }) {
  if (view.pages <= 1) return null
  const { filters } = view
  return (
    <nav aria-label={words.t('contentHealth.pagination.label')} className={styles.pagination}>
      {filters.page > 1 && <a href={viewHref({ ...filters, page: filters.page - 1 })}>{words.t('contentHealth.pagination.previous')}</a>}
      <span>{words.t('contentHealth.pagination.page', { page: filters.page, pages: view.pages })}</span>
      {filters.page < view.pages && (
        <a href={viewHref({ ...filters, page: filters.page + 1 })}>{words.t('contentHealth.pagination.next')}</a>
      )}
    </nav>
  )
}

function Status({ view, words }: { view: HealthView; words: HealthWords }) {
  const refreshed = view.refreshedAt
    ? words.t('contentHealth.refreshedAt', { date: formatDate(view.refreshedAt), time: formatDate(view.refreshedAt, 'H:i') })
    : words.t('contentHealth.neverRefreshed')
  return (
    <p role="status" className={styles.status} data-refreshing={view.refreshing ? '' : undefined}>
      {refreshed} {view.refreshing && words.t('contentHealth.refreshing')}
    </p>
  )
}

/**
 * The content health view of the admin (/admin/content-health): per site the counts of each
 * category, then the list of findings, each linking to the document and field to mend. In the
 * admin's language; what each role sees follows the role matrix (healthScope).
 */
export async function ContentHealthView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user as (User & { collection: string }) | null
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(HEALTH_VIEW_PATH)}`)
  const words = healthWords(adminLocale(req.i18n.language))
  const scope = healthScope(user)
  const filters = healthFilters((searchParams ?? {}) as Record<string, string | string[] | undefined>)
  const view = scope ? await loadHealthView(req.payload, scope, filters) : null
  const title = words.t('contentHealth.title')
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <ViewTitle title={title} documentTitle={`${title}${req.payload.config.admin.meta?.titleSuffix ?? ''}`} />
      <div className={`gutter gutter--left gutter--right ${styles.view}`} data-testid="content-health" lang={words.locale}>
        <h1>{title}</h1>
        {!view ? (
          <p>{words.t('contentHealth.forbidden')}</p>
        ) : (
          <>
            <p className={styles.intro}>{words.t('contentHealth.intro', { site: siteRules(view.filters.site).name })}</p>
            {view.scope.locales && (
              <p className={styles.intro}>
                {view.scope.locales.length > 0
                  ? words.t('contentHealth.translatorScope', { locales: view.scope.locales.map(words.localeName).join(', ') })
                  : words.t('contentHealth.translatorNoLocales')}
              </p>
            )}
            <Status view={view} words={words} />
            <SiteTabs view={view} words={words} />
            <Counts view={view} words={words} />
            <Filters view={view} words={words} />
            <Rows view={view} words={words} />
            <Pagination view={view} words={words} />
          </>
        )}
      </div>
    </DefaultTemplate>
  )
}
