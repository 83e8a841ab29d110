import 'server-only'

export { ChannelListBlock } from './ChannelListBlock'
export { listChannelCategories, listChannels } from './channels.server'
