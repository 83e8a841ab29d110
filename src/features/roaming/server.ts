import 'server-only'

export { loadRoaming, loadRoamingZones, roamingZone } from './roaming-data.server'
