/** TV channel list (§3, §4, §9): the channel filters, their URL form and the pack view. */
export { channelFilterReducer, initialChannelFilterState, CHANNELS_PER_PAGE, type ChannelFilters } from './channel-filters'
export { channelUrlSearch, channelUrlState, PACK_PARAM } from './url-state'
