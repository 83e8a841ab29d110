import 'server-only'

export { ChannelListBlock } from './ChannelListBlock'
