export { hasMore, initialListStore, listStoreReducer, type ListPage, type ListStore, type ListStoreAction } from './news-store'
