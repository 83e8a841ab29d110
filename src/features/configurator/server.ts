import 'server-only'

export { PackConfiguratorBlock } from './PackConfiguratorBlock'
