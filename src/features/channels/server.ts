import 'server-only'

export { ChannelListBlock } from './ChannelListBlock'
export { apiChannelCategoryOf, apiChannelOf, listChannelCategories, listChannels } from './channels.server'
