/** VOD catalogue (§3 "list with one selected"): the selection in the URL. */
export { selectedVod, withSelection, VOD_PARAM, type VodItem } from './vod-catalogue'
