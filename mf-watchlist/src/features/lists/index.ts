// The lists feature's front door: the visitor's own lists (/lists) and one list (/lists/{id}).
export { ListsRoute } from './lists-route';
