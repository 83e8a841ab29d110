import type { BlocPartProps } from '../part'
import { ProductContents } from './ProductContents'

export default function ContentsPart({ bloc, headingLevel }: BlocPartProps) {
  return bloc.contents && bloc.contents.length > 0 && <ProductContents contents={bloc.contents} headingLevel={headingLevel} />
}
