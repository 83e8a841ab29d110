import type { FormKind } from '@/cms/fields/options'
import { CancellationForm, ContactForm, MovingForm } from '@/features/contact'
import { loadDistributors } from '@/features/distributors/server'

/** The form an editor placed in a bloc (§2 contact screens, or any page). */
export async function FormBlock({ kind }: { kind: FormKind }) {
  const distributors = await loadDistributors()
  switch (kind) {
    case 'contact':
      return <ContactForm distributors={distributors} />
    case 'moving':
      return <MovingForm distributors={distributors} />
    case 'cancellation':
      return <CancellationForm distributors={distributors} />
  }
}
