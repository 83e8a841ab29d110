import 'server-only'

export { loadConfiguratorData, PackConfiguratorBlock } from './PackConfiguratorBlock'
