/**
 * Builds the data set and writes it atomically. `--today=YYYY-MM-DD` pins the reference date,
 * `--out=path` chooses the file (default: the package's .data/catalog.json).
 */
import { buildCatalogData } from '../src/data/build';
import { defaultCachePath, writeCatalogFile } from '../src/data/cache';

const arg = (name: string): string | undefined =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

const started = Date.now();
const data = buildCatalogData({ today: arg('today') });
const out = arg('out') ?? defaultCachePath();
writeCatalogFile(out, data);
console.log(
  `catalog: built ${data.movies.length} movies, ${data.tv.length} shows, ${data.people.length} people for ${data.today} in ${Date.now() - started} ms -> ${out}`,
);
