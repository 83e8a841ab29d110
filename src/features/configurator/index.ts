/** The home pages' pack configurator: a configuration of the site's catalogue, its price, its URL. */
export { parseConfiguration, serializeConfiguration } from './configuration'
