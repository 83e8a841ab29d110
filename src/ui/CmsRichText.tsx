import { ListJSXConverter, RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { cloneElement, isValidElement, type ComponentProps, type ReactElement } from 'react'

/**
 * Lexical gives every list item a `value`, which HTML allows only inside an `<ol>` (the Nu checker
 * flags it in bullet and check lists): kept for numbered lists alone.
 */
const lexicalListItem = ListJSXConverter.listitem

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  listitem: (args) => {
    const item = typeof lexicalListItem === 'function' ? lexicalListItem(args) : lexicalListItem
    const numbered = 'listType' in args.parent && args.parent.listType === 'number'
    return numbered || !isValidElement(item) ? item : cloneElement(item as ReactElement<{ value?: unknown }>, { value: undefined })
  },
})

/** Rich text from the CMS, rendered as valid HTML. */
export function CmsRichText(props: Omit<ComponentProps<typeof RichText>, 'converters'>) {
  return <RichText {...props} converters={converters} />
}
