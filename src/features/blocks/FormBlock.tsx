import type { BlocForm } from '@/cms/fields/options'
import { BreachCheckForm } from '@/features/breach-check'
import { CancellationForm, ContactForm, MovingForm } from '@/features/contact'
import { loadDistributors } from '@/features/distributors/server'
import { PartnerArea } from '@/features/partner-area'

/** The form an editor placed in a bloc (§2 contact screens, the partner area, or any page). */
export async function FormBlock({ kind }: { kind: BlocForm }) {
  switch (kind) {
    case 'contact':
      return <ContactForm distributors={await loadDistributors()} />
    case 'moving':
      return <MovingForm distributors={await loadDistributors()} />
    case 'cancellation':
      return <CancellationForm distributors={await loadDistributors()} />
    case 'breach-check':
      return <BreachCheckForm />
    case 'partner-area':
      return <PartnerArea />
  }
}
