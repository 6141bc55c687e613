/** Where to watch a title (streaming, rent, buy) and who produced it. */
export { ProductionCompanies } from './production-companies';
export { WhereToWatch } from './where-to-watch';
