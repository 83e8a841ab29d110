/** The pack configurator (issue 17): a configuration of the site's catalogue, its price, its URL. */
export { parseConfiguration, serializeConfiguration } from './configuration'
