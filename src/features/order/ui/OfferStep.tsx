import { useTranslations } from 'next-intl'

import { ACTION_HINT, BUTTON_PRIMARY } from '@/ui/styles'

import type { FunnelAction, FunnelState } from '../funnel'
import { PACK_OPTIONS, PACKS } from '../packs'

/** Step 1: the pack (preselected from ?pack=) and its options. */
export function OfferStep({ state, dispatch }: { state: FunnelState; dispatch: (action: FunnelAction) => void }) {
  const t = useTranslations('order')
  const selection = state.order.order
  const update = (fields: Parameters<typeof updateAction>[0]) => dispatch(updateAction(fields))
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        dispatch({ type: 'go', step: 'address' })
      }}
      className="space-y-8"
    >
      <fieldset>
        <legend className="mb-3 text-lg font-bold">{t('packs.legend')}</legend>
        <div className="grid gap-3 md:grid-cols-2">
          {PACKS.map((pack) => (
            <label
              key={pack}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-2xl border-2 border-line p-4 has-[:checked]:border-primary has-[:checked]:bg-surface-alt has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-[var(--color-accent)]"
            >
              <input
                type="radio"
                name="pack"
                value={pack}
                checked={selection.pack === pack}
                onChange={() => update({ pack })}
                className="mt-1 size-5 accent-[var(--color-primary)] focus-visible:outline-none"
              />
              <span>
                <span className="block font-semibold">{t(`packs.${pack}.name`)}</span>
                <span className="block text-sm text-muted">{t(`packs.${pack}.description`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-lg font-bold">{t('options.legend')}</legend>
        <div className="space-y-2">
          {PACK_OPTIONS.map((option) => (
            <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                checked={selection[option]}
                onChange={(event) => update({ [option]: event.target.checked })}
                className="size-5 accent-[var(--color-primary)]"
              />
              {t(`options.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <button type="submit" className={BUTTON_PRIMARY} disabled={selection.pack === ''} aria-describedby={selection.pack === '' ? 'order-offer-hint' : undefined}>
          {t('actions.continue')}
        </button>
        {selection.pack === '' && (
          <p id="order-offer-hint" className={ACTION_HINT}>
            {t('hints.continueNeeds')}
          </p>
        )}
      </div>
    </form>
  )
}

function updateAction(fields: { pack?: string; hsi_solo_net?: boolean; mysports_earlybird?: boolean }): FunnelAction {
  return { type: 'order', action: { type: 'order/update', fields } }
}
